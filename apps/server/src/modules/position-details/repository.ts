import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions } from '../../db/schema/index.ts';

export type PositionRow = typeof positions.$inferSelect & {
  locations: (typeof positionLocations.$inferSelect)[];
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our position ids are UUIDs; anything else cannot name a position (and must not reach a uuid column). */
export const isPositionId = (id: string): boolean => uuidPattern.test(id);

export const positionDetailsRepository = {
  /** One position of the tenant in any status, with its locations; undefined if there is none. */
  find: async (db: Db, tenantId: string, id: string): Promise<PositionRow | undefined> => {
    if (!isPositionId(id)) return undefined;
    const [row] = await db
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
    if (!row) return undefined;
    const locations = await db.select().from(positionLocations).where(eq(positionLocations.positionId, id));
    return { ...row, locations };
  },

  /** Several positions with their locations, in no particular order. */
  findMany: async (db: Db, tenantId: string, ids: string[]): Promise<PositionRow[]> => {
    const valid = ids.filter(isPositionId);
    if (!valid.length) return [];
    const rows = await db
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, valid)));
    if (!rows.length) return [];
    const locs = await db
      .select()
      .from(positionLocations)
      .where(
        inArray(
          positionLocations.positionId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, locations: locs.filter((l) => l.positionId === r.id) }));
  },
};
