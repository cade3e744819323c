import { outboxStatuses } from '@opencareers/contracts/notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
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
    /**
     * The candidate a staff member's notification is about ("X declined the offer"), so erasing
     * that candidate erases what staff were told about them with it (docs/account.md).
     */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    index('notifications_about_idx').on(t.tenantId, t.aboutUserId).where(sql`${t.aboutUserId} is not null`),
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
 * Every email the site writes, written in the same transaction as the change it tells about
 * (the transactional outbox). With SMTP configured a row starts `pending` and the mail relay
 * (mail-relay.ts) sends it: `sending` while claimed, `sent` once the server took it, back to
 * `pending` with a later `next_attempt_at` after a failure, and `dead` once its attempts are
 * used up (admins see it and can retry it). Without SMTP the row is `stored`, for admins to read.
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
    /** One of outboxStatuses (migration 0006 turned the pre-relay "failed" rows into "dead"). */
    status: text('status', { enum: outboxStatuses }).notNull(),
    /** The last attempt's error. */
    error: text('error'),
    /** The Message-ID header, fixed per row, so a resend after a crash is recognisably the same mail. */
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When the relay may (re)try a pending row. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A claimed row belongs to one relay until then; after it, a crashed send is tried again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra headers, e.g. List-Unsubscribe on job alerts (RFC 8058); null for most mails. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * The language the mail was written in (a registered locale code), set when it is written.
     * The relay's Content-Language and `<html lang dir>` follow it and never look it up again
     * (migration 0030 filled older rows by the old rule and made it required).
     */
    locale: text('locale').notNull(),
  },
  (t) => [
    index('email_outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
