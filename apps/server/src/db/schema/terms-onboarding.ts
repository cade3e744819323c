import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** Who accepted which version of a tenant's terms of service, and when. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_acceptances_user_version_uq').on(t.tenantId, t.userId, t.version)],
);

/**
 * Onboarding per candidate, kept apart from users: onboarded when the onboarding call was
 * made, bootstrapped once the account's starting data (preferences, welcome) exists.
 */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }).notNull().defaultNow(),
    bootstrappedAt: timestamp('bootstrapped_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
