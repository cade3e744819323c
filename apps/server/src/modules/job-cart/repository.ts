import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobCartItems } from '../../db/schema/index.ts';

export const jobCartRepository = {
  /** In the order they were added. */
  list: async (db: Db, tenantId: string, userId: string): Promise<string[]> =>
    (
      await db
        .select({ id: jobCartItems.positionId })
        .from(jobCartItems)
        .where(and(eq(jobCartItems.tenantId, tenantId), eq(jobCartItems.userId, userId)))
        .orderBy(asc(jobCartItems.createdAt))
    ).map((r) => r.id),

  idsAmong: async (db: Db, tenantId: string, userId: string, ids: string[]): Promise<Set<string>> => {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: jobCartItems.positionId })
      .from(jobCartItems)
      .where(
        and(
          eq(jobCartItems.tenantId, tenantId),
          eq(jobCartItems.userId, userId),
          inArray(jobCartItems.positionId, ids),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  add: async (db: Db, tenantId: string, userId: string, ids: string[]): Promise<void> => {
    if (!ids.length) return;
    await db
      .insert(jobCartItems)
      .values(ids.map((positionId) => ({ tenantId, userId, positionId })))
      .onConflictDoNothing();
  },

  remove: async (db: Db, tenantId: string, userId: string, ids: string[]): Promise<void> => {
    if (!ids.length) return;
    await db
      .delete(jobCartItems)
      .where(
        and(
          eq(jobCartItems.tenantId, tenantId),
          eq(jobCartItems.userId, userId),
          inArray(jobCartItems.positionId, ids),
        ),
      );
  },
};
