import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export const tenantRepository = {
  findByDomain: async (db: Db, domain: string): Promise<TenantRow | undefined> =>
    (await db.select().from(tenants).where(eq(tenants.domain, domain)).limit(1))[0],

  findById: async (db: Db, id: string): Promise<TenantRow | undefined> =>
    (await db.select().from(tenants).where(eq(tenants.id, id)).limit(1))[0],

  findDefault: async (db: Db): Promise<TenantRow | undefined> =>
    (await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1))[0],

  count: async (db: Db): Promise<number> =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(tenants))[0]?.n ?? 0,

  insert: async (
    db: Db,
    values: { domain: string; name: string; config: unknown; isDefault: boolean },
  ): Promise<TenantRow> => (await db.insert(tenants).values(values).returning())[0]!,

  updateConfig: async (db: Db, id: string, config: unknown): Promise<void> => {
    // The revision moves too, so an admin editing the settings meanwhile is told (409), not overwritten.
    await db
      .update(tenants)
      .set({ config, updatedAt: new Date(), configRevision: sql`${tenants.configRevision} + 1` })
      .where(eq(tenants.id, id));
  },
};
