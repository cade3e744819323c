import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { termsAcceptances } from '../../db/schema/index.ts';

export const termsRepository = {
  /** When this user accepted this version, if they did. */
  acceptedAt: async (db: Db, tenantId: string, userId: string, version: string): Promise<Date | null> =>
    (
      await db
        .select({ at: termsAcceptances.acceptedAt })
        .from(termsAcceptances)
        .where(
          and(
            eq(termsAcceptances.tenantId, tenantId),
            eq(termsAcceptances.userId, userId),
            eq(termsAcceptances.version, version),
          ),
        )
        .limit(1)
    )[0]?.at ?? null,

  /** Accepting a version twice keeps the first acceptance's time. */
  accept: async (db: Db, tenantId: string, userId: string, version: string): Promise<void> => {
    await db.insert(termsAcceptances).values({ tenantId, userId, version }).onConflictDoNothing();
  },
};
