import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positions } from '../../db/schema/index.ts';

const CHUNK = 1000;

export const importRepository = {
  /** Which of these external ids the tenant has already (those rows are updated, the rest created). */
  existingExternalIds: async (db: Db, tenantId: string, externalIds: string[]): Promise<Set<string>> => {
    const found = new Set<string>();
    for (let i = 0; i < externalIds.length; i += CHUNK) {
      const rows = await db
        .select({ externalId: positions.externalId })
        .from(positions)
        .where(
          and(
            eq(positions.tenantId, tenantId),
            inArray(positions.externalId, externalIds.slice(i, i + CHUNK)),
          ),
        );
      for (const r of rows) found.add(r.externalId);
    }
    return found;
  },
};
