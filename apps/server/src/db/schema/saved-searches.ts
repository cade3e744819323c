import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A candidate's saved search: the search they asked to be told about when new jobs match.
 * `fingerprint` is the normalised search (query, location, filters, sort) so the same search
 * is saved once per candidate. `checkedUntil` is the watermark: positions posted up to it were
 * already considered; the alert runner moves it forward with compare-and-set, so several
 * processes running the check tell each match set once.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Selected filter values by filter name, as in the search address (filter_{name}). */
    filters: jsonb('filters').$type<Record<string, string[]>>().notNull().default({}),
    sortBy: text('sort_by'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_fingerprint_uq').on(t.tenantId, t.userId, t.fingerprint),
    index('saved_searches_tenant_checked_idx').on(t.tenantId, t.checkedUntil),
  ],
);
