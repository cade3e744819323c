import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions } from '../../db/schema/index.ts';
import { type IndexedPosition, locationLabel } from './indexed-position.ts';
import { descriptionSnippet } from './snippet.ts';
import { htmlToText } from './tokenize.ts';

const BATCH = 2000;

type PositionRow = typeof positions.$inferSelect;

const columns = {
  id: positions.id,
  externalId: positions.externalId,
  title: positions.title,
  department: positions.department,
  employmentType: positions.employmentType,
  seniority: positions.seniority,
  workPlace: positions.workPlace,
  skills: positions.skills,
  descriptionHtml: positions.descriptionHtml,
  payMin: positions.payMin,
  payMax: positions.payMax,
  payCurrency: positions.payCurrency,
  payPeriod: positions.payPeriod,
  status: positions.status,
  isPrivate: positions.isPrivate,
  postedAt: positions.postedAt,
  expiresAt: positions.expiresAt,
  language: positions.language,
};
type Row = Pick<PositionRow, keyof typeof columns>;

async function withLocations(db: Db, rows: Row[]): Promise<IndexedPosition[]> {
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
  const byPosition = new Map<string, typeof locs>();
  for (const l of locs) {
    const list = byPosition.get(l.positionId);
    if (list) list.push(l);
    else byPosition.set(l.positionId, [l]);
  }
  return rows.map((r) => {
    const text = htmlToText(r.descriptionHtml);
    return {
      id: r.id,
      externalId: r.externalId,
      title: r.title,
      department: r.department,
      employmentType: r.employmentType as IndexedPosition['employmentType'],
      seniority: r.seniority as IndexedPosition['seniority'],
      workPlace: r.workPlace as IndexedPosition['workPlace'],
      skills: r.skills,
      text,
      snippet: descriptionSnippet(r.descriptionHtml),
      payMin: r.payMin,
      payMax: r.payMax,
      payCurrency: r.payCurrency,
      payPeriod: r.payPeriod,
      postedAt: r.postedAt.getTime(),
      expiresAt: r.expiresAt?.getTime() ?? null,
      locations: (byPosition.get(r.id) ?? []).map((l) => ({
        city: l.city,
        region: l.region,
        country: l.country,
        countryCode: l.countryCode,
        lat: l.lat,
        lng: l.lng,
        label: locationLabel(l),
      })),
      language: r.language,
    };
  });
}

/** Streams a tenant's open, listed positions in id order, a batch at a time, to bound memory. */
export async function* loadOpenPositions(db: Db, tenantId: string): AsyncGenerator<IndexedPosition[]> {
  let cursor: string | null = null;
  for (;;) {
    const rows: Row[] = await db
      .select(columns)
      .from(positions)
      .where(
        and(
          eq(positions.tenantId, tenantId),
          eq(positions.status, 'open'),
          // Private (link-only) jobs are never listed.
          eq(positions.isPrivate, false),
          cursor ? gt(positions.id, cursor) : undefined,
        ),
      )
      .orderBy(asc(positions.id))
      .limit(BATCH);
    if (!rows.length) return;
    yield await withLocations(db, rows);
    cursor = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** The current state of some positions: open listed ones to (re)index; the others are gone. */
export async function loadPositionsById(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<{ open: IndexedPosition[]; gone: string[] }> {
  const open: IndexedPosition[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .select(columns)
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, ids.slice(i, i + BATCH))));
    for (const r of rows) seen.add(r.id);
    open.push(
      ...(await withLocations(
        db,
        rows.filter((r) => r.status === 'open' && !r.isPrivate),
      )),
    );
  }
  const openIds = new Set(open.map((p) => p.id));
  return { open, gone: ids.filter((id) => !openIds.has(id) || !seen.has(id)) };
}
