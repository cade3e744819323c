import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions } from '../../db/schema/index.ts';
import { deriveSearchText } from '../search/derived-text.ts';
import type { ImportPosition } from './import-schema.ts';
import { sanitizeDescriptionHtml } from './sanitize-description.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind-parameter limit. */
const BATCH = 500;

export const positionRepository = {
  countForTenant: async (db: Db, tenantId: string): Promise<number> =>
    (await db.select({ n: count() }).from(positions).where(eq(positions.tenantId, tenantId)))[0]?.n ?? 0,

  /**
   * Inserts or updates positions by external id, replacing their locations, in one
   * transaction per batch. Descriptions are sanitised here, the one way in,
   * and their search text worked out (search/derived-text.ts).
   */
  upsertMany: async (db: Db, tenantId: string, items: ImportPosition[]): Promise<number> => {
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(positions)
          .values(
            batch.map(({ locations: _locations, ...p }) => {
              const descriptionHtml = sanitizeDescriptionHtml(p.descriptionHtml);
              return { ...p, tenantId, descriptionHtml, ...deriveSearchText(descriptionHtml) };
            }),
          )
          .onConflictDoUpdate({
            target: [positions.tenantId, positions.externalId],
            set: {
              title: sql`excluded.title`,
              department: sql`excluded.department`,
              employmentType: sql`excluded.employment_type`,
              seniority: sql`excluded.seniority`,
              workPlace: sql`excluded.work_place`,
              skills: sql`excluded.skills`,
              descriptionHtml: sql`excluded.description_html`,
              searchSnippet: sql`excluded.search_snippet`,
              searchTerms: sql`excluded.search_terms`,
              searchTextVersion: sql`excluded.search_text_version`,
              language: sql`excluded.language`,
              payMin: sql`excluded.pay_min`,
              payMax: sql`excluded.pay_max`,
              payCurrency: sql`excluded.pay_currency`,
              payPeriod: sql`excluded.pay_period`,
              status: sql`excluded.status`,
              postedAt: sql`excluded.posted_at`,
              expiresAt: sql`excluded.expires_at`,
              // An admin editing this job meanwhile gets a 409, not a silent overwrite.
              version: sql`${positions.version} + 1`,
              updatedAt: new Date(),
            },
          })
          .returning({ id: positions.id, externalId: positions.externalId });
        const idByExternal = new Map(rows.map((r) => [r.externalId, r.id]));
        await tx
          .delete(positionLocations)
          .where(inArray(positionLocations.positionId, [...idByExternal.values()]));
        const locationRows = batch.flatMap((p) =>
          p.locations.map((l) => ({ ...l, tenantId, positionId: idByExternal.get(p.externalId)! })),
        );
        if (locationRows.length) await tx.insert(positionLocations).values(locationRows);
      });
    }
    return items.length;
  },
};
