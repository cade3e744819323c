import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positionLocations, positions } from '../../db/schema/index.ts';
import { currentSearchText, type DerivedSearchText, deriveSearchText, termsOf } from './derived-text.ts';
import { type IndexedPosition, locationLabel } from './indexed-position.ts';

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
  // The description's search text as stored when the job was saved (derived-text.ts), not the
  // description itself: reading and tokenising 100,000 descriptions was most of a start.
  searchSnippet: positions.searchSnippet,
  searchTerms: positions.searchTerms,
  searchTextVersion: positions.searchTextVersion,
  /** The row's version in the database, so stored text never lands on a row changed meanwhile. */
  rowVersion: sql<string>`${positions}.xmin::text`,
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
type Row = Pick<PositionRow, Exclude<keyof typeof columns, 'rowVersion'>> & { rowVersion: string };

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
  const derived = await searchTextOf(db, rows);
  // A row without text was deleted between the two reads: it is gone, and its change is logged.
  return rows.flatMap((r) => {
    const text = derived.get(r.id);
    if (!text) return [];
    return {
      id: r.id,
      externalId: r.externalId,
      title: intern(r.title),
      department: intern(r.department),
      employmentType: intern(r.employmentType) as IndexedPosition['employmentType'],
      seniority: intern(r.seniority) as IndexedPosition['seniority'],
      workPlace: intern(r.workPlace) as IndexedPosition['workPlace'],
      skills: r.skills.map(intern),
      descriptionTerms: termsOf(text.searchTerms),
      snippet: text.searchSnippet,
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

/**
 * Each row's stored search text; for rows without it (saved before it was stored, or changed by
 * plain SQL) or stored by an older tokeniser, it is worked out from the description now and
 * stored, so the next start reads it. Stored only where the row is still as read (its xmin), and
 * marked as search text only, which the change-tracking trigger does not count as a change
 * (migration 0034): otherwise every process would index these jobs again.
 */
async function searchTextOf(db: Db, rows: Row[]): Promise<Map<string, DerivedSearchText>> {
  const out = new Map<string, DerivedSearchText>();
  const stale: Row[] = [];
  for (const r of rows) {
    const stored = currentSearchText(r);
    if (stored) out.set(r.id, stored);
    else stale.push(r);
  }
  if (!stale.length) return out;
  const html = await db
    .select({ id: positions.id, descriptionHtml: positions.descriptionHtml })
    .from(positions)
    .where(
      inArray(
        positions.id,
        stale.map((r) => r.id),
      ),
    );
  for (const h of html) out.set(h.id, deriveSearchText(h.descriptionHtml));
  const values = stale.flatMap((r) => {
    const text = out.get(r.id);
    return text
      ? [
          sql`(${r.id}::uuid, ${r.rowVersion}, ${text.searchSnippet}, ${text.searchTerms}, ${text.searchTextVersion}::integer)`,
        ]
      : [];
  });
  if (!values.length) return out;
  // Storing it back only saves the next start some work: if it fails (on PostgreSQL, several
  // processes starting together can deadlock storing the same rows), this load goes on with the
  // text it worked out, and a later load stores it.
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('oc.search_text_only', 'on', true)`);
      await tx.execute(sql`
      update positions as p
      set search_snippet = v.snippet, search_terms = v.terms, search_text_version = v.version
      from (values ${sql.join(values, sql`, `)}) as v(id, row_version, snippet, terms, version)
      where p.id = v.id and p.xmin::text = v.row_version`);
    })
    .catch(() => undefined);
  return out;
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
