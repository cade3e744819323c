import { talentNetworkStatuses } from '@opencareers/contracts/talent-network';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Someone who joined the talent network (issue 20 item 5; docs/talent-network.md): their
 * interests and the job-alert watermark. `pending` until the emailed link confirms the address
 * (double opt-in), `unsubscribed` after the one-click link. The links' tokens are HMACs of the
 * row's id (and created_at for confirming) with an installation secret, so none is stored.
 */
export const talentNetworkMembers = pgTable(
  'talent_network_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    /** The account that joined, when someone joined signed in with this address. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    departments: text('departments').array().notNull().default([]),
    keywords: text('keywords').notNull().default(''),
    location: text('location').notNull().default(''),
    /**
     * The registered UI locale the guest joined in (a guest has no account to save one), for
     * their confirmation and alert emails; null writes in the company's default language.
     */
    locale: text('locale'),
    status: text('status', { enum: talentNetworkStatuses }).notNull().default('pending'),
    /** When the confirmation email was last written (a new join before then sends none). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Jobs posted up to here were already considered for alerts. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    /**
     * The shared résumé (a guest's upload, or a copy of a signed-in member's current one) in the
     * file storage (`files.key`, prefix `talent-network`), and its name. Withdrawing sharing or
     * removing the member deletes the file.
     */
    resumeKey: text('resume_key'),
    resumeName: text('resume_name'),
    /** A signed-in member lets the company read their profile (read live, through the profile service). */
    profileShared: boolean('profile_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talent_network_members_email_uq').on(t.tenantId, t.email),
    index('talent_network_members_status_idx').on(t.tenantId, t.status),
  ],
);
