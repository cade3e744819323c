import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The dashboard nudges a candidate dismissed, by nudge id (`profile_incomplete`,
 * `offer_expiring:<offer id>`…). Nudges are computed from live state; this row only keeps a
 * dismissed one from coming back.
 */
export const nudgeDismissals = pgTable(
  'nudge_dismissals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nudgeId: text('nudge_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.nudgeId] })],
);
