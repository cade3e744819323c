import type { Insights } from '@opencareers/contracts/insights';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import type { PlaceNames } from '../locales/place-names.ts';
import type { PositionRow } from '../position-details/repository.ts';
import type { PositionIndex } from '../search/position-index.ts';
import { runSearch } from '../search/search-engine.ts';

const DAY = 86_400_000;
const levelNoise =
  /\b(senior|sr|junior|jr|lead|staff|principal|head of|intern|associate|manager|director)\b/gi;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const midpoint = (min: number | null, max: number | null) =>
  min !== null && max !== null ? (min + max) / 2 : (min ?? max);

/** Candidates who have applied to the position so far; a withdrawn application no longer counts. */
async function applicantCount(db: Db, tenantId: string, positionId: string): Promise<Insights['applicants']> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.positionId, positionId),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return { available: true, count: row?.n ?? 0 };
}

/**
 * Facts about a position from the site's own data: similar open roles (same department,
 * same kind of title), the skills they ask for most, how long the role has been open,
 * applicants, and its pay against the similar roles' median.
 */
export async function positionInsights(
  db: Db,
  index: PositionIndex,
  row: PositionRow,
  places: PlaceNames,
): Promise<Insights> {
  const now = Date.now();
  const roleWords = row.title.replace(levelNoise, ' ').trim() || row.title;
  const base = {
    location: null,
    configured: [] as const,
    sort: 'relevance' as const,
    start: 0,
    num: 4,
    now,
  };
  let found = runSearch(
    index,
    { ...base, query: roleWords, filters: { department: [row.department] } },
    true,
  );
  if ((found.all?.length ?? 0) < 5)
    found = runSearch(
      index,
      { ...base, query: roleWords, filters: { department: [row.department] }, anyWord: true },
      true,
    );
  const similar = (found.all ?? []).filter((d) => index.docs[d]?.id !== row.id);
  const examples = found.page
    .filter((d) => index.docs[d]!.id !== row.id)
    .slice(0, 3)
    .map((d) => {
      const p = index.docs[d]!;
      return { id: p.id, name: p.title, location: p.locations[0] ? places.label(p.locations[0]) : '' };
    });

  const skillCounts = new Map<string, number>();
  for (const d of similar)
    for (const s of index.docs[d]!.skills) skillCounts.set(s, (skillCounts.get(s) ?? 0) + 1);
  const topSkills = [...skillCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([skill, n]) => ({ skill, share: Math.round((n / similar.length) * 100) / 100 }));

  let payComparison: Insights['payComparison'] = null;
  const mine = midpoint(row.payMin, row.payMax);
  if (mine !== null && row.payCurrency && row.payPeriod) {
    const level = row.seniority;
    const peers = similar
      .map((d) => index.docs[d]!)
      .filter(
        (p) => p.payCurrency === row.payCurrency && p.payPeriod === row.payPeriod && p.seniority === level,
      )
      .map((p) => midpoint(p.payMin, p.payMax))
      .filter((v): v is number => v !== null);
    if (peers.length >= 3) {
      const m = median(peers);
      payComparison = {
        currency: row.payCurrency,
        period: row.payPeriod,
        positionMidpoint: Math.round(mine),
        similarMedian: Math.round(m),
        percentDifference: Math.round(((mine - m) / m) * 1000) / 10,
        sampleSize: peers.length,
      };
    }
  }

  return {
    similarOpenPositions: { count: similar.length, examples },
    topSkills,
    daysOpen: Math.max(0, Math.floor((now - row.postedAt.getTime()) / DAY)),
    applicants: await applicantCount(db, row.tenantId, row.id),
    payComparison,
  };
}
