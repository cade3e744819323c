import type { FilterDefinition } from '@opencareers/contracts/search';
import {
  datePostedOptions,
  distanceOptionsKm,
  employmentTypes,
  type SearchFilterName,
  type SortOption,
  searchFilterNames,
  seniorities,
  workPlaces,
} from '@opencareers/contracts/search-constants';
import type { ListColumn } from './columns.ts';
import { buildFacets, type FacetCounts, newFacetCounts } from './facets.ts';
import { distanceKm } from './gazetteer.ts';
import type { PositionIndex } from './position-index.ts';
import { RecentSearches } from './recent-searches.ts';
import { inBounds, type LocationConstraint } from './resolve-location.ts';
import { matchText } from './text-match.ts';
import { fold } from './tokenize.ts';
import type { Vocabulary } from './vocabulary.ts';

export type AppliedFilters = Partial<Record<SearchFilterName, string[]>>;

export interface EngineRequest {
  query: string;
  location: LocationConstraint | null;
  filters: AppliedFilters;
  configured: readonly SearchFilterName[];
  sort: SortOption;
  start: number;
  num: number;
  now: number;
  /** Rank documents with any of the words instead of requiring all (similar-position look-ups). */
  anyWord?: boolean;
  /**
   * The logged-in candidate's match scorer: required for the best_match sort, which falls back
   * to relevance without one. Not part of the cache key: it only orders the cached matches.
   */
  matchScorer?: MatchScorer;
  /** Synonyms applied to the query: the curated list with the tenant's own groups. */
  vocabulary?: Vocabulary;
}

/** Scores documents for one candidate (0–5); see modules/match/index-scorer.ts. */
export interface MatchScorer {
  scoreAll(docs: Int32Array): Float64Array;
}

export interface EngineResult {
  total: number;
  page: number[];
  /** Kilometres from the searched point per document of the page (when there is a point). */
  distances: Map<number, number>;
  facets: FilterDefinition[];
  sort: SortOption;
  corrections: Record<string, string>;
  matchedBeforeFilters: number;
  /** Every matching document, for map markers (only when asked for). */
  all?: number[];
}

const DAY = 86_400_000;
/** Map Location's distance 0 means the marker's own place; coordinates may differ by rounding. */
const samePlaceKm = 0.5;

/** The page-independent part of a search: matching documents with their sort keys, and facets. */
interface Matched {
  results: Int32Array;
  scores: Float64Array | null;
  dists: Float64Array | null;
  facets: FilterDefinition[];
  corrections: Record<string, string>;
  matchedBeforeFilters: number;
  /** Match scores of `results` per scorer, so paging a best-match list scores once. */
  matchScores?: WeakMap<MatchScorer, Float64Array>;
}

/** Recent searches; paging, sorting and repeated searches reuse them until the index changes. */
const recent = new RecentSearches<Matched>();

/** How many searches are ready for an index (for tests of what is prepared ahead). */
export const preparedSearches = (index: PositionIndex): number => recent.count(index);

const minute = 60_000;
/** A landing page nobody has opened for this long is no longer worked out ahead of time. */
export const landingKeptReadyMs = 10 * minute;

/** The landing search each index was last asked for, and when (for prepareLanding). */
const landings = new WeakMap<PositionIndex, { req: EngineRequest; askedAt: number }>();

/** `asked`: a visitor's search (a landing one is remembered), not one worked out ahead. */
function cached(index: PositionIndex, req: EngineRequest, asked = true): Matched {
  const key = JSON.stringify([
    req.query,
    req.location,
    req.filters,
    req.configured,
    req.anyWord ?? false,
    req.vocabulary?.key ?? '',
    // Date-posted windows move with time; a minute is precise enough.
    Math.floor(req.now / minute),
  ]);
  const landing = !req.query.trim() && !req.location && !Object.keys(req.filters).length;
  // Kept without the visitor's match scorer: only the page-independent part is prepared.
  if (landing && asked) landings.set(index, { req: { ...req, matchScorer: undefined }, askedAt: req.now });
  return recent.get(index, key, () => matchAll(index, req), landing);
}

/** A rebuilt index serves the landing page of the one it replaces, kept ready as before. */
export function handOverLanding(from: PositionIndex, to: PositionIndex): void {
  const last = landings.get(from);
  if (last) landings.set(to, last);
}

/**
 * Works out an index's landing search (no words, place or filter: the careers page) as of
 * `now`, before a visitor asks, when one was asked in the last ten minutes. Searches are kept
 * per minute (date windows and expiry move with the clock) and dropped when the index
 * changes, so otherwise the first visitor after each minute or change waits for the whole
 * landing search: 45–95 ms at 100,000 jobs, where a kept one answers in ~5 ms. Answers
 * whether it was worked out.
 */
export function prepareLanding(index: PositionIndex, now: number): boolean {
  const last = landings.get(index);
  if (!last || now - last.askedAt > landingKeptReadyMs) return false;
  cached(index, { ...last.req, now }, false);
  return true;
}

/**
 * Runs one search over a tenant's index: text match, location, filters, disjunctive facet
 * counts (each filter's options are counted as if that filter alone were not applied),
 * sort and paging.
 */
export function runSearch(index: PositionIndex, req: EngineRequest, keepAll = false): EngineResult {
  const m = cached(index, req);
  const posted = index.posted.data;
  const results = m.results;
  let sort = req.sort;
  if (sort === 'distance' && !m.dists) sort = 'relevance';
  if (sort === 'best_match' && !req.matchScorer) sort = 'relevance';
  const { scores, dists } = m;
  let compare: (a: number, b: number) => number;
  if (sort === 'best_match' && req.matchScorer) {
    const match = matchScoresOf(m, req.matchScorer);
    // Ties (scores have one decimal) go by relevance, then by date.
    compare = (a, b) =>
      match[b]! - match[a]! ||
      (scores ? scores[b]! - scores[a]! : 0) ||
      posted[results[b]!]! - posted[results[a]!]!;
  } else if (sort === 'distance' && dists) {
    compare = (a, b) => dists[a]! - dists[b]! || posted[results[b]!]! - posted[results[a]!]!;
  } else if (sort === 'relevance' && scores) {
    compare = (a, b) => scores[b]! - scores[a]! || posted[results[b]!]! - posted[results[a]!]!;
  } else {
    compare = (a, b) => posted[results[b]!]! - posted[results[a]!]!;
  }
  const order = topK(results.length, req.start + req.num, compare).slice(req.start, req.start + req.num);
  const page = order.map((i) => results[i]!);
  const distances = new Map<number, number>();
  if (dists) for (const i of order) distances.set(results[i]!, Math.round(dists[i]! * 10) / 10);
  return {
    total: results.length,
    page,
    distances,
    facets: m.facets,
    sort,
    corrections: m.corrections,
    matchedBeforeFilters: m.matchedBeforeFilters,
    ...(keepAll ? { all: [...results] } : {}),
  };
}

function matchScoresOf(m: Matched, scorer: MatchScorer): Float64Array {
  m.matchScores ??= new WeakMap();
  let out = m.matchScores.get(scorer);
  if (!out) {
    out = scorer.scoreAll(m.results);
    m.matchScores.set(scorer, out);
  }
  return out;
}

/** Filter bits in searchFilterNames order; at most 16 filters fit the Uint16 masks. */
const F = Object.fromEntries(searchFilterNames.map((n, i) => [n, i])) as Record<SearchFilterName, number>;
const bit = (name: SearchFilterName) => 1 << F[name];

/** Scratch buffers reused across searches (the engine is synchronous, so one set suffices). */
let maskBuffer = new Uint16Array(0);
let distBuffer = new Float64Array(0);
let baseBuffer = new Int32Array(0);

/**
 * The page-independent work of one search, in column passes over the base set (text,
 * expiry and location) rather than one branchy pass per document: each active filter marks
 * its failures as a bit in a mask; results are the documents with no bit set, and each
 * facet counts the documents whose only failed filter (if any) is its own — the disjunctive
 * counts a filter list needs. Tight typed loops keep a broad search over 100k jobs in a few ms.
 */
function matchAll(index: PositionIndex, req: EngineRequest): Matched {
  const { places } = index;
  const posted = index.posted.data;
  const text = req.query.trim() ? matchText(index, req.query, req.anyWord, req.vocabulary) : null;
  const candidates = text ? text.docs : index.liveDocs();

  // Per-place precomputation: a few hundred places instead of 100k documents.
  const loc = req.location;
  let placeDistance: Float64Array | null = null;
  let placeOk: Uint8Array | null = null;
  if (loc?.kind === 'point') {
    placeDistance = new Float64Array(places.length);
    for (const p of places) placeDistance[p.id] = distanceKm(loc.lat, loc.lng, p.lat, p.lng);
  } else if (loc && loc.kind !== 'remote') {
    placeOk = new Uint8Array(places.length);
    for (const p of places) {
      const ok =
        loc.kind === 'country'
          ? p.countryCode === loc.code
          : loc.kind === 'area'
            ? inBounds(loc.bounds, p.lat, p.lng)
            : p.folded.includes(loc.folded);
      placeOk[p.id] = ok ? 1 : 0;
    }
  }

  // Base set: text, expiry and the non-distance part of the location.
  if (baseBuffer.length < candidates.length) baseBuffer = new Int32Array(candidates.length * 2);
  const base = baseBuffer;
  let nBase = 0;
  const expires = index.expires.data;
  const workPlace = index.workPlace.data;
  const placeStart = index.placeIds.start;
  const placeFlat = index.placeIds.flat;
  const remoteOnly = loc?.kind === 'remote';
  const remoteCode = workPlaces.indexOf('remote');
  for (let c = 0; c < candidates.length; c++) {
    const d = candidates[c]!;
    if (expires[d]! <= req.now) continue;
    if (remoteOnly && workPlace[d] !== remoteCode) continue;
    if (placeOk && !anyOf(placeFlat, placeStart[d]!, placeStart[d + 1]!, placeOk)) continue;
    base[nBase++] = d;
  }
  if (maskBuffer.length < nBase) {
    maskBuffer = new Uint16Array(nBase * 2);
    distBuffer = new Float64Array(nBase * 2);
  }
  const mask = maskBuffer;
  mask.fill(0, 0, nBase);
  // Distance to the nearest of a document's places, once per base document.
  const dist = placeDistance ? distBuffer : null;
  if (dist && placeDistance) {
    for (let b = 0; b < nBase; b++) {
      const d = base[b]!;
      let best = Number.POSITIVE_INFINITY;
      for (let i = placeStart[d]!, end = placeStart[d + 1]!; i < end; i++) {
        const v = placeDistance[placeFlat[i]!]!;
        if (v < best) best = v;
      }
      dist[b] = best;
    }
  }

  // Each active filter: one pass marking the documents that fail it. The passes are
  // written out per kind (no callback per document) so each loop stays monomorphic.
  const f = req.filters;
  const scan: Scan = { base, n: nBase, mask };
  if (f.department?.length) {
    const wanted = new Uint8Array(index.departments.values.length);
    for (const v of f.department) {
      const c = index.departments.find(v) ?? index.departments.values.findIndex((x) => fold(x) === fold(v));
      if (c >= 0) wanted[c] = 1;
    }
    markColumn(scan, bit('department'), index.department.data, wanted);
  }
  for (const name of ['country', 'city'] as const) {
    if (!f[name]?.length) continue;
    const wanted = new Set(f[name].map((v) => v.toLowerCase()));
    const ok = new Uint8Array(places.length);
    for (const p of places)
      ok[p.id] = wanted.has((name === 'country' ? p.countryCode : p.cityValue).toLowerCase()) ? 1 : 0;
    markLists(scan, bit(name), index.placeIds, ok);
  }
  const codeFilter = (
    name: 'work_place' | 'employment_type' | 'seniority',
    values: readonly string[],
    column: Int32Array,
  ) => {
    if (!f[name]?.length) return;
    const wanted = new Uint8Array(values.length);
    for (const v of f[name]) if (values.includes(v)) wanted[values.indexOf(v)] = 1;
    markColumn(scan, bit(name), column, wanted);
  };
  codeFilter('work_place', workPlaces, workPlace);
  codeFilter('employment_type', employmentTypes, index.employment.data);
  codeFilter('seniority', seniorities, index.seniority.data);
  if (f.skills?.length) {
    const wanted = new Uint8Array(index.skills.values.length);
    for (const v of f.skills) {
      const c = index.skills.find(fold(v));
      if (c !== undefined) wanted[c] = 1;
    }
    markLists(scan, bit('skills'), index.skillCodes, wanted);
  }
  if (f.date_posted?.length) {
    const since = req.now - Number(f.date_posted[0]) * DAY;
    const m = bit('date_posted');
    for (let b = 0; b < nBase; b++) if (posted[base[b]!]! < since) mask[b] = mask[b]! | m;
  }
  if (dist && loc?.kind === 'point') {
    const chosen = f.distance?.length ? Number(f.distance[0]) : loc.defaultRadiusKm;
    const radius = Math.max(chosen, samePlaceKm);
    const m = bit('distance');
    for (let b = 0; b < nBase; b++) if (dist[b]! > radius) mask[b] = mask[b]! | m;
  }

  // Results: no failed filter.
  // Counted first, so the arrays kept in the cache are allocated at their exact size.
  let nOut = 0;
  for (let b = 0; b < nBase; b++) if (mask[b] === 0) nOut++;
  const results = new Int32Array(nOut);
  const distOut: Float64Array | null = dist ? new Float64Array(nOut) : null;
  const scoreOut: Float64Array | null = text ? new Float64Array(nOut) : null;
  for (let b = 0, i = 0; b < nBase; b++) {
    if (mask[b] !== 0) continue;
    const d = base[b]!;
    results[i] = d;
    if (distOut && dist) distOut[i] = dist[b]!;
    if (scoreOut && text) scoreOut[i] = text.scores[d]!;
    i++;
  }

  const counts = newFacetCounts(index, req.configured, loc?.kind === 'point');
  countFacets(index, counts, base.subarray(0, nBase), mask, dist, req.now);
  return {
    results,
    scores: scoreOut,
    dists: distOut,
    facets: buildFacets(index, counts, req.configured, f),
    corrections: text?.corrections ?? {},
    matchedBeforeFilters: nBase,
  };
}

/** The base set being filtered and its per-document failed-filter bits. */
interface Scan {
  base: Int32Array;
  n: number;
  mask: Uint16Array;
}

/** Marks the documents whose code in `column` is not wanted. */
function markColumn(scan: Scan, m: number, column: Int32Array, wanted: Uint8Array): void {
  const { base, n, mask } = scan;
  for (let b = 0; b < n; b++) if (wanted[column[base[b]!]!] !== 1) mask[b] = mask[b]! | m;
}

/** Marks the documents with none of the wanted codes in their list (places, skills). */
function markLists(scan: Scan, m: number, lists: ListColumn, wanted: Uint8Array): void {
  const { base, n, mask } = scan;
  const { start, flat } = lists;
  for (let b = 0; b < n; b++) {
    const d = base[b]!;
    if (!anyOf(flat, start[d]!, start[d + 1]!, wanted)) mask[b] = mask[b]! | m;
  }
}

/** True when any code of the list is flagged. */
function anyOf(flat: Int32Array, from: number, to: number, ok: Uint8Array): boolean {
  for (let i = from; i < to; i++) if (ok[flat[i]!] === 1) return true;
  return false;
}

/** A code column counted for one facet, or null when the facet is not counted. */
const countedColumn = (c: FacetCounts, name: SearchFilterName, data: Int32Array) =>
  c.on[F[name]] === true ? data : null;

/**
 * Facet counts in one pass over the base set: a document counts for a facet when it passes
 * every filter, or fails only that facet's own filter (mask equal to the facet's bit). One
 * pass reads each document's mask and number once for every facet; a pass per facet read
 * them nine times over up to 100,000 documents.
 */
function countFacets(
  index: PositionIndex,
  c: FacetCounts,
  base: Int32Array,
  mask: Uint16Array,
  dist: Float64Array | null,
  now: number,
): void {
  const n = base.length;
  const department = countedColumn(c, 'department', index.department.data);
  const workPlace = countedColumn(c, 'work_place', index.workPlace.data);
  const employment = countedColumn(c, 'employment_type', index.employment.data);
  const seniority = countedColumn(c, 'seniority', index.seniority.data);
  const skills = c.on[F.skills] === true;
  const country = c.on[F.country] === true;
  const city = c.on[F.city] === true;
  const places = country || city;
  const posted = c.on[F.date_posted] === true ? index.posted.data : null;
  const distances = dist && c.on[F.distance] === true ? dist : null;
  const [bDepartment, bWorkPlace, bEmployment, bSeniority, bSkills, bCountry, bCity, bPosted, bDistance] = (
    [
      'department',
      'work_place',
      'employment_type',
      'seniority',
      'skills',
      'country',
      'city',
      'date_posted',
      'distance',
    ] as const
  ).map(bit) as [number, number, number, number, number, number, number, number, number];
  const limits = datePostedOptions.map((days) => now - Number(days) * DAY);
  const radii = distanceOptionsKm.map((km) => Math.max(Number(km), samePlaceKm));
  const { start: skillStart, flat: skillFlat } = index.skillCodes;
  const { start: placeStart, flat: placeFlat } = index.placeIds;
  const placeCountry = index.placeCountry.data;
  const placeCity = index.placeCity.data;

  for (let b = 0; b < n; b++) {
    const m = mask[b]!;
    // Two failed filters or more: the document counts for no facet.
    if ((m & (m - 1)) !== 0) continue;
    const d = base[b]!;
    if (department && (m === 0 || m === bDepartment)) c.department[department[d]!]!++;
    if (workPlace && (m === 0 || m === bWorkPlace)) c.workPlace[workPlace[d]!]!++;
    if (employment && (m === 0 || m === bEmployment)) c.employment[employment[d]!]!++;
    if (seniority && (m === 0 || m === bSeniority)) c.seniority[seniority[d]!]!++;
    // Skill codes are already distinct per document.
    if (skills && (m === 0 || m === bSkills))
      for (let i = skillStart[d]!, end = skillStart[d + 1]!; i < end; i++) c.skills[skillFlat[i]!]!++;
    if (places) {
      // A job in two offices of one city (or country) counts once there.
      const from = placeStart[d]!;
      const to = placeStart[d + 1]!;
      if (country && (m === 0 || m === bCountry)) countDistinct(c.country, placeFlat, from, to, placeCountry);
      if (city && (m === 0 || m === bCity)) countDistinct(c.city, placeFlat, from, to, placeCity);
    }
    if (posted && (m === 0 || m === bPosted)) {
      const t = posted[d]!;
      for (let i = 0; i < limits.length; i++) if (t >= limits[i]!) c.datePosted[i]!++;
    }
    if (distances && (m === 0 || m === bDistance)) {
      const km = distances[b]!;
      for (let i = 0; i < radii.length; i++) if (km <= radii[i]!) c.distance[i]!++;
    }
  }
}

/** Counts each distinct `code` of a document's places once. */
function countDistinct(into: Int32Array, flat: Int32Array, from: number, to: number, code: Int32Array): void {
  for (let i = from; i < to; i++) {
    const k = code[flat[i]!]!;
    let seen = false;
    for (let j = from; j < i && !seen; j++) seen = code[flat[j]!] === k;
    if (!seen) into[k]!++;
  }
}

/** The first k of 0…n-1 in `compare` order, without sorting everything when k is small. */
export function topK(n: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0 || !n) return [];
  if (k > 200 || k * 8 > n) {
    const all = Array.from({ length: n }, (_, i) => i);
    return all.sort(compare).slice(0, k);
  }
  const best: number[] = [];
  for (let item = 0; item < n; item++) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let i = best.length === k ? k - 1 : best.length;
    if (best.length < k) best.push(item);
    while (i > 0 && compare(item, best[i - 1]!) < 0) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = item;
  }
  return best;
}
