import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { talentNetworkMembers } from '../../db/schema/index.ts';

export type MemberRow = typeof talentNetworkMembers.$inferSelect;

export const talentNetworkRepository = {
  /** The membership of this address, locked for the join that changes it. */
  async lockByEmail(db: Db, tenantId: string, email: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(talentNetworkMembers)
      .where(and(eq(talentNetworkMembers.tenantId, tenantId), eq(talentNetworkMembers.email, email)))
      .for('update');
    return row;
  },

  async insertIfNew(
    db: Db,
    values: typeof talentNetworkMembers.$inferInsert,
  ): Promise<MemberRow | undefined> {
    const [row] = await db.insert(talentNetworkMembers).values(values).onConflictDoNothing().returning();
    return row;
  },

  async find(db: Db, tenantId: string, id: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(talentNetworkMembers)
      .where(and(eq(talentNetworkMembers.tenantId, tenantId), eq(talentNetworkMembers.id, id)));
    return row;
  },

  async update(
    db: Db,
    id: string,
    set: Partial<typeof talentNetworkMembers.$inferInsert>,
  ): Promise<MemberRow> {
    const [row] = await db
      .update(talentNetworkMembers)
      .set(set)
      .where(eq(talentNetworkMembers.id, id))
      .returning();
    return row!;
  },

  /** A page of this tenant's members for the admin console, newest first, with the total. */
  async listForAdmin(
    db: Db,
    tenantId: string,
    query: { status: MemberRow['status'] | 'all'; page: number },
    pageSize: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const filters: SQL[] = [eq(talentNetworkMembers.tenantId, tenantId)];
    if (query.status !== 'all') filters.push(eq(talentNetworkMembers.status, query.status));
    const where = and(...filters);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(talentNetworkMembers)
        .where(where)
        .orderBy(desc(talentNetworkMembers.createdAt), asc(talentNetworkMembers.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      db.select({ n: count() }).from(talentNetworkMembers).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** This tenant's members of one status (or all), newest first, at most `limit`: the CSV export. */
  async allForAdmin(
    db: Db,
    tenantId: string,
    status: MemberRow['status'] | 'all',
    limit: number,
  ): Promise<MemberRow[]> {
    const filters: SQL[] = [eq(talentNetworkMembers.tenantId, tenantId)];
    if (status !== 'all') filters.push(eq(talentNetworkMembers.status, status));
    return db
      .select()
      .from(talentNetworkMembers)
      .where(and(...filters))
      .orderBy(desc(talentNetworkMembers.createdAt), asc(talentNetworkMembers.id))
      .limit(limit);
  },

  /** Deletes a membership of this tenant; answers what was deleted, undefined when there was none. */
  async remove(db: Db, tenantId: string, id: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .delete(talentNetworkMembers)
      .where(and(eq(talentNetworkMembers.tenantId, tenantId), eq(talentNetworkMembers.id, id)))
      .returning();
    return row;
  },

  async tenantIdsWithMembers(db: Db): Promise<string[]> {
    const rows = await db
      .selectDistinct({ tenantId: talentNetworkMembers.tenantId })
      .from(talentNetworkMembers)
      .where(eq(talentNetworkMembers.status, 'confirmed'));
    return rows.map((r) => r.tenantId);
  },

  /** Confirmed members of a tenant, by id after `after`, `limit` at a time. */
  async confirmedPage(db: Db, tenantId: string, after: string | null, limit: number): Promise<MemberRow[]> {
    const filters: SQL[] = [
      eq(talentNetworkMembers.tenantId, tenantId),
      eq(talentNetworkMembers.status, 'confirmed'),
    ];
    if (after) filters.push(gt(talentNetworkMembers.id, after));
    return db
      .select()
      .from(talentNetworkMembers)
      .where(and(...filters))
      .orderBy(asc(talentNetworkMembers.id))
      .limit(limit);
  },

  /** Moves the watermark if no other run moved it first (compare-and-set); true when it moved. */
  async advance(db: Db, id: string, from: Date, to: Date, notified: boolean): Promise<boolean> {
    const rows = await db
      .update(talentNetworkMembers)
      .set({ checkedUntil: to, ...(notified ? { lastNotifiedAt: new Date() } : {}) })
      .where(
        and(
          eq(talentNetworkMembers.id, id),
          eq(talentNetworkMembers.checkedUntil, from),
          eq(talentNetworkMembers.status, 'confirmed'),
        ),
      )
      .returning({ id: talentNetworkMembers.id });
    return rows.length > 0;
  },
};
