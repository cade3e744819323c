import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedPositions } from '../../db/schema/index.ts';

export const savedPositionRepository = {
  /** Which of these positions the user saved (one query for a page of results). */
  idsAmong: async (db: Db, tenantId: string, userId: string, ids: string[]): Promise<Set<string>> => {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: savedPositions.positionId })
      .from(savedPositions)
      .where(
        and(
          eq(savedPositions.tenantId, tenantId),
          eq(savedPositions.userId, userId),
          inArray(savedPositions.positionId, ids),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** Newest saved first. */
  list: async (db: Db, tenantId: string, userId: string): Promise<string[]> =>
    (
      await db
        .select({ id: savedPositions.positionId })
        .from(savedPositions)
        .where(and(eq(savedPositions.tenantId, tenantId), eq(savedPositions.userId, userId)))
        .orderBy(desc(savedPositions.createdAt))
    ).map((r) => r.id),

  count: async (db: Db, tenantId: string, userId: string): Promise<number> =>
    (
      await db
        .select({ n: count() })
        .from(savedPositions)
        .where(and(eq(savedPositions.tenantId, tenantId), eq(savedPositions.userId, userId)))
    )[0]?.n ?? 0,

  save: async (db: Db, tenantId: string, userId: string, positionId: string): Promise<void> => {
    await db.insert(savedPositions).values({ tenantId, userId, positionId }).onConflictDoNothing();
  },

  unsave: async (db: Db, tenantId: string, userId: string, positionId: string): Promise<void> => {
    await db
      .delete(savedPositions)
      .where(
        and(
          eq(savedPositions.tenantId, tenantId),
          eq(savedPositions.userId, userId),
          eq(savedPositions.positionId, positionId),
        ),
      );
  },
};
