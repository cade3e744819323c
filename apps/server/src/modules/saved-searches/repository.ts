import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { fingerprint, type SavedSearchRow, type SearchCriteria } from './saved-search-text.ts';

export const savedSearchRepository = {
  list: (db: Db, tenantId: string, userId: string): Promise<SavedSearchRow[]> =>
    db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.userId, userId)))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),

  count: async (db: Db, tenantId: string, userId: string): Promise<number> =>
    (
      await db
        .select({ n: count() })
        .from(savedSearches)
        .where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.userId, userId)))
    )[0]!.n,

  /**
   * Stores the search unless this candidate saved the same one before; either way returns the
   * stored row. Positions posted from now on are what its alerts tell about.
   */
  insertOnce: async (
    db: Db,
    tenantId: string,
    userId: string,
    c: SearchCriteria,
    now: Date,
  ): Promise<{ row: SavedSearchRow; created: boolean }> => {
    const fp = fingerprint(c);
    const [inserted] = await db
      .insert(savedSearches)
      .values({
        tenantId,
        userId,
        query: c.query,
        location: c.location,
        filters: c.filters,
        sortBy: c.sortBy,
        fingerprint: fp,
        createdAt: now,
        checkedUntil: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.tenantId, tenantId),
          eq(savedSearches.userId, userId),
          eq(savedSearches.fingerprint, fp),
        ),
      );
    return { row: existing!, created: false };
  },

  /** Deletes only the candidate's own saved search; false when there is none by that id. */
  delete: async (db: Db, tenantId: string, userId: string, id: string): Promise<boolean> =>
    (
      await db
        .delete(savedSearches)
        .where(
          and(
            eq(savedSearches.tenantId, tenantId),
            eq(savedSearches.userId, userId),
            eq(savedSearches.id, id),
          ),
        )
        .returning({ id: savedSearches.id })
    ).length > 0,

  /** A page of the tenant's saved searches, in id order, for the alert runner to walk. */
  pageForTenant: (
    db: Db,
    tenantId: string,
    afterId: string | null,
    limit: number,
  ): Promise<SavedSearchRow[]> =>
    db
      .select()
      .from(savedSearches)
      .where(
        afterId
          ? and(eq(savedSearches.tenantId, tenantId), gt(savedSearches.id, afterId))
          : eq(savedSearches.tenantId, tenantId),
      )
      .orderBy(asc(savedSearches.id))
      .limit(limit),

  tenantIdsWithSearches: async (db: Db): Promise<string[]> =>
    (await db.selectDistinct({ tenantId: savedSearches.tenantId }).from(savedSearches)).map(
      (r) => r.tenantId,
    ),

  /**
   * Moves the watermark from `from` to `to` unless another run already did: a compare-and-set,
   * so even two overlapping runs (the job runner prevents them) would tell a window once.
   */
  advance: async (db: Db, id: string, from: Date, to: Date, notified: boolean): Promise<boolean> =>
    (
      await db
        .update(savedSearches)
        .set(notified ? { checkedUntil: to, lastNotifiedAt: to } : { checkedUntil: to })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.checkedUntil, from)))
        .returning({ id: savedSearches.id })
    ).length > 0,
};
