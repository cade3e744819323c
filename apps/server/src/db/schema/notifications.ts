import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * One row per thing a candidate was told. The row is also the record of the event: its
 * event_key is unique per candidate, so telling the same event twice inserts nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** offer, form, interview, application, saved_search, message, welcome. */
    category: text('category').notNull(),
    categoryTitle: text('category_title').notNull(),
    message: text('message').notNull(),
    /**
     * The message as a key of the web app's messages (notifications.messages.<key>) and its
     * values, so the panel shows it in the candidate's language; `message` is the English text
     * (emails, and notifications stored before keys existed). Null for free text (admin messages).
     */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    redirectUrl: text('redirect_url').notNull(),
    actionRequired: boolean('action_required').notNull().default(false),
    /** What the candidate was told about, e.g. "offer:<id>"; resolving it ends "action required". */
    sourceKey: text('source_key'),
    /** The event's identity, e.g. "offer_extended:<id>"; told once per candidate. */
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    /** Set when the action asked for was done; the notification is read-only from then on. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_event_uq').on(t.tenantId, t.userId, t.eventKey),
    index('notifications_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    index('notifications_source_idx').on(t.tenantId, t.sourceKey).where(sql`${t.sourceKey} is not null`),
  ],
);

/** How each candidate wants to be told; no row means the defaults (email on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * Every email the site writes. Sent through SMTP when configured (status sent or failed);
 * otherwise kept here (status stored) for admins to read, so no message is lost.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    notificationId: uuid('notification_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
