import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** Client events posted to /vslog: page views, crashes. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    namespace: text('namespace').notNull(),
    event: text('event').notNull(),
    positionId: text('position_id'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    // A candidate's own searches, for the dashboard's job-alert nudge (dashboard/nudges.ts).
    index('analytics_events_user_search_idx')
      .on(t.tenantId, t.userId, t.createdAt)
      .where(sql`namespace = 'search' and user_id is not null`),
  ],
);
