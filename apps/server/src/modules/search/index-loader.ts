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

/**
 * One string per distinct value. Each row from the database brings its own copy of values that
 * repeat across jobs (skills, departments, types, countries, cities, place labels); the index
 * keeps them for as long as the job is open. At 100,000 positions the copies were about 50 MB
 * of heap (a heap snapshot, issue 19).
 */
type Intern = (value: string) => string;
function interner(): Intern {
  const seen = new Map<string, string>();
  return (value) => {
    const found = seen.get(value);
    if (found !== undefined) return found;
    seen.set(value, value);
    return value;
  };
}
const internOrNull = (intern: Intern, value: string | null) => (value === null ? null : intern(value));

async function withLocations(db: Db, rows: Row[], intern: Intern = interner()): Promise<IndexedPosition[]> {
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
      title: intern(r.title),
      department: intern(r.department),
      employmentType: intern(r.employmentType) as IndexedPosition['employmentType'],
      seniority: intern(r.seniority) as IndexedPosition['seniority'],
      workPlace: intern(r.workPlace) as IndexedPosition['workPlace'],
      skills: r.skills.map(intern),
      text,
      snippet: descriptionSnippet(r.descriptionHtml),
      payMin: r.payMin,
      payMax: r.payMax,
      payCurrency: internOrNull(intern, r.payCurrency),
      payPeriod: internOrNull(intern, r.payPeriod),
      postedAt: r.postedAt.getTime(),
      expiresAt: r.expiresAt?.getTime() ?? null,
      locations: (byPosition.get(r.id) ?? []).map((l) => ({
        city: intern(l.city),
        region: internOrNull(intern, l.region),
        country: intern(l.country),
        countryCode: intern(l.countryCode),
        lat: l.lat,
        lng: l.lng,
        label: intern(locationLabel(l)),
      })),
      language: internOrNull(intern, r.language),
    };
  });
}

/** Streams a tenant's open, listed positions in id order, a batch at a time, to bound memory. */
export async function* loadOpenPositions(db: Db, tenantId: string): AsyncGenerator<IndexedPosition[]> {
  let cursor: string | null = null;
  const intern = interner();
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
    yield await withLocations(db, rows, intern);
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
