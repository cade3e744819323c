import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { positions } from './positions.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A person referred to a job by a signed-in user (issue 20 item 4; docs/referrals.md). The
 * emailed link carries `token` as `referral_token`; the application made with it is linked
 * here, and its stage is what the referrer follows. The token is an opaque random id, not a
 * secret (it also lands in applications.attribution and in analytics), so it is stored as is.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    /** The referred person's address, lower-cased like users.email. */
    email: text('email').notNull(),
    name: text('name'),
    note: text('note'),
    token: text('token').notNull().unique(),
    /** The application made with the link; null while the referral is open. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    /**
     * Set when an unused referral past its lifetime (referralLimits.lifetimeDays) is retired so
     * the person can be referred to the job again; before that, age alone makes it expired.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * Set when the referrer withdraws an unused referral (expired_at is set with it, so its link
     * links nothing and the person may be referred again); withdrawn referrals leave their list.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** When the referrer last had the invitation sent again (at most once a day); null: never. */
    resentAt: timestamp('resent_at', { withTimezone: true }),
    /** When the referred person was reminded that the link expires soon (once per referral). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open referral per person and job: a second one (by anyone) is refused until it is
    // used or expires.
    uniqueIndex('referrals_open_email_position_idx')
      .on(t.tenantId, t.positionId, t.email)
      .where(sql`${t.linkedAt} is null and ${t.expiredAt} is null`),
    uniqueIndex('referrals_application_idx').on(t.applicationId),
    index('referrals_referrer_idx').on(t.tenantId, t.referrerId, t.createdAt),
  ],
);
