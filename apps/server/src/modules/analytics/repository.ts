import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export const analyticsRepository = {
  insert: async (db: Db, event: NewAnalyticsEvent): Promise<void> => {
    await db.insert(analyticsEvents).values(event);
  },
};

/**
 * The candidate's latest search with words in it since `since` (the search page posts one
 * `search/results` event per search answered), or undefined.
 */
export async function latestSearchOf(db: Db, tenantId: string, userId: string, since: Date) {
  const [row] = await db
    .select({ data: analyticsEvents.data, at: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.tenantId, tenantId),
        eq(analyticsEvents.userId, userId),
        eq(analyticsEvents.namespace, 'search'),
        eq(analyticsEvents.event, 'results'),
        gt(analyticsEvents.createdAt, since),
        sql`coalesce(${analyticsEvents.data}->>'query', '') <> ''`,
      ),
    )
    .orderBy(desc(analyticsEvents.createdAt))
    .limit(1);
  return row;
}
