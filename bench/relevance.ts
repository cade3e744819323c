/**
 * Relevance of the job search over the demo company (2,000 positions, as `npm start` seeds):
 * every judged query of bench/relevance/judgements.ts runs through the search engine with the
 * curated vocabulary, as GET /api/pcsx/search does, and its first page is scored against the
 * rule-based judgements. Writes NDCG@10 (mean, per kind), the zero-result rate and the worst
 * queries to bench/results/relevance.json.
 *   node --import tsx bench/relevance.ts
 */

import { didYouMean } from '../apps/server/src/modules/search/did-you-mean.ts';
import type { IndexedPosition } from '../apps/server/src/modules/search/indexed-position.ts';
import { runSearch } from '../apps/server/src/modules/search/search-engine.ts';
import { searchVocabulary } from '../apps/server/src/modules/search/vocabulary.ts';
import { type Judged, judged, type Rule } from './relevance/judgements.ts';
import { writeResult } from './support/bench-kit.ts';
import { buildDemoIndex } from './support/demo-index.ts';

const positions = Number(process.env.BENCH_POSITIONS ?? 2000);
const K = 10;
const DAY = 86_400_000;
const now = new Date(Math.floor(Date.now() / DAY) * DAY);

const meets = (r: Rule | undefined, p: IndexedPosition): boolean => {
  if (!r) return false;
  const checks: boolean[] = [];
  if (r.t) checks.push(r.t.test(p.title));
  if (r.s) checks.push(p.skills.some((s) => r.s!.test(s)));
  if (r.d) checks.push(r.d.test(p.department));
  return r.all ? checks.every(Boolean) : checks.some(Boolean);
};
const grade = (j: Judged, p: IndexedPosition) =>
  meets(j.g3, p) ? 3 : meets(j.g2, p) ? 2 : meets(j.g1, p) ? 1 : 0;
const dcg = (grades: number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
const round = (n: number) => Math.round(n * 1000) / 1000;

const started = performance.now();
const { index, positions: all } = buildDemoIndex(positions, now);
const buildMs = Math.round(performance.now() - started);
const vocabulary = searchVocabulary([]);

const rows = judged.map((j) => {
  const req = {
    query: j.q,
    location: null,
    filters: {},
    configured: [],
    sort: 'relevance' as const,
    start: 0,
    num: K,
    now: now.getTime(),
    vocabulary,
  };
  const result = runSearch(index, req);
  const suggestion = didYouMean(index, req, result.total);
  const byId = new Map(all.map((p) => [p.id, p]));
  const top = result.page.map((d) => byId.get(index.docs[d]!.id)!);
  const ideal = all
    .map((p) => grade(j, p))
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, K);
  const relevant = all.filter((p) => grade(j, p) > 0).length;
  const idcg = dcg(ideal);
  const got = top.map((p) => grade(j, p));
  return {
    q: j.q,
    kind: j.kind,
    relevant,
    total: result.total,
    ndcg: idcg ? round(dcg(got) / idcg) : null,
    didYouMean: suggestion,
    top3: top.slice(0, 3).map((p, i) => `${got[i]} ${p.title}`),
  };
});

const judgedRows = rows.filter((r) => r.ndcg !== null);
const mean = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
const kinds = [...new Set(rows.map((r) => r.kind))];
const nothingFits = rows.filter((r) => r.ndcg === null);
const result = {
  positions,
  queries: rows.length,
  judgedQueries: judgedRows.length,
  indexBuildMs: buildMs,
  ndcgAt10: mean(judgedRows.map((r) => r.ndcg!)),
  ndcgAt10ByKind: Object.fromEntries(
    kinds
      .filter((k) => k !== 'nothing-fits')
      .map((k) => [k, mean(judgedRows.filter((r) => r.kind === k).map((r) => r.ndcg!))]),
  ),
  // Queries with something relevant in the demo that still found nothing.
  zeroResultRate: round(judgedRows.filter((r) => r.total === 0).length / judgedRows.length),
  zeroResultQueries: judgedRows.filter((r) => r.total === 0).map((r) => r.q),
  // Over every query, including those where nothing fits (zero is right there).
  zeroResultRateAll: round(rows.filter((r) => r.total === 0).length / rows.length),
  nothingFits: nothingFits.map((r) => ({ q: r.q, total: r.total, top: r.top3[0] ?? null })),
  worst: [...judgedRows].sort((a, b) => a.ndcg! - b.ndcg!).slice(0, 15),
  perQuery: rows.map((r) => ({
    q: r.q,
    kind: r.kind,
    ndcg: r.ndcg,
    total: r.total,
    relevant: r.relevant,
    didYouMean: r.didYouMean,
  })),
};
writeResult(process.env.BENCH_OUT ?? 'relevance', result);
