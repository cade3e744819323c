import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenantConfigDrafts, tenantConfigVersions, tenants, users } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type VersionRow = typeof tenantConfigVersions.$inferSelect;
export type DraftRow = typeof tenantConfigDrafts.$inferSelect;

const actorColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
};

export type Actor = { id: string; email: string; firstname: string; lastname: string } | null;

/** Every query is filtered by the tenant. */
export const siteSettingsRepository = {
  async tenant(db: DbOrTx, tenantId: string) {
    return (
      await db
        .select({ name: tenants.name, config: tenants.config, revision: tenants.configRevision })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
    )[0];
  },

  /**
   * Takes the tenant's revision if it is still `expected` (bumping it), else returns the
   * current one: the version check every write goes through, atomic in one UPDATE.
   */
  async claimRevision(
    db: DbOrTx,
    tenantId: string,
    expected: number,
    config?: unknown,
  ): Promise<{ ok: true; revision: number } | { ok: false; current: number }> {
    const updated = await db
      .update(tenants)
      .set({
        configRevision: sql`${tenants.configRevision} + 1`,
        ...(config === undefined ? {} : { config, updatedAt: new Date() }),
      })
      .where(and(eq(tenants.id, tenantId), eq(tenants.configRevision, expected)))
      .returning({ revision: tenants.configRevision });
    if (updated[0]) return { ok: true, revision: updated[0].revision };
    const current = await this.tenant(db, tenantId);
    return { ok: false, current: current?.revision ?? 0 };
  },

  async draft(db: DbOrTx, tenantId: string): Promise<{ row: DraftRow; by: Actor } | undefined> {
    const found = (
      await db
        .select({ row: tenantConfigDrafts, by: actorColumns })
        .from(tenantConfigDrafts)
        .leftJoin(users, eq(users.id, tenantConfigDrafts.savedBy))
        .where(eq(tenantConfigDrafts.tenantId, tenantId))
        .limit(1)
    )[0];
    return found ? { row: found.row, by: found.by?.id ? found.by : null } : undefined;
  },

  async saveDraft(db: DbOrTx, tenantId: string, config: unknown, userId: string) {
    await db
      .insert(tenantConfigDrafts)
      .values({ tenantId, config, savedBy: userId, savedAt: new Date() })
      .onConflictDoUpdate({
        target: tenantConfigDrafts.tenantId,
        set: { config, savedBy: userId, savedAt: new Date() },
      });
  },

  async deleteDraft(db: DbOrTx, tenantId: string) {
    await db.delete(tenantConfigDrafts).where(eq(tenantConfigDrafts.tenantId, tenantId));
  },

  async latestVersion(db: DbOrTx, tenantId: string): Promise<number> {
    const row = (
      await db
        .select({ v: sql<number>`coalesce(max(${tenantConfigVersions.version}), 0)::int` })
        .from(tenantConfigVersions)
        .where(eq(tenantConfigVersions.tenantId, tenantId))
    )[0];
    return Number(row?.v ?? 0);
  },

  async insertVersion(
    db: DbOrTx,
    values: Omit<typeof tenantConfigVersions.$inferInsert, 'id' | 'publishedAt'>,
  ): Promise<void> {
    await db.insert(tenantConfigVersions).values(values);
  },

  async version(db: DbOrTx, tenantId: string, version: number): Promise<VersionRow | undefined> {
    return (
      await db
        .select()
        .from(tenantConfigVersions)
        .where(and(eq(tenantConfigVersions.tenantId, tenantId), eq(tenantConfigVersions.version, version)))
        .limit(1)
    )[0];
  },

  async history(db: DbOrTx, tenantId: string, limit = 100) {
    return db
      .select({ row: tenantConfigVersions, by: actorColumns })
      .from(tenantConfigVersions)
      .leftJoin(users, eq(users.id, tenantConfigVersions.publishedBy))
      .where(eq(tenantConfigVersions.tenantId, tenantId))
      .orderBy(desc(tenantConfigVersions.version))
      .limit(limit);
  },
};
