import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export const analyticsRepository = {
  insert: async (db: Db, event: NewAnalyticsEvent): Promise<void> => {
    await db.insert(analyticsEvents).values(event);
  },
};
