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
import { buildFacets, type FacetCounts, newFacetCounts } from './facets.ts';
import { distanceKm } from './gazetteer.ts';
import type { PositionIndex } from './position-index.ts';
import { inBounds, type LocationConstraint } from './resolve-location.ts';
import { matchText } from './text-match.ts';
import { fold } from './tokenize.ts';

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

type Predicate = (doc: number) => boolean;

/**
 * Runs one search over a tenant's index: text match, location, filters, disjunctive facet
 * counts (each filter's options are counted as if that filter alone were not applied),
 * sort and paging. Synchronous and allocation-light: ~100k documents in a few ms.
 */
/** The page-independent part of a search: matching documents with their sort keys, and facets. */
interface Matched {
  results: Int32Array;
  scores: Float64Array | null;
  dists: Float64Array | null;
  facets: FilterDefinition[];
  corrections: Record<string, string>;
  matchedBeforeFilters: number;
}

/** Recent searches per index; paging, sorting and repeated searches reuse them until the index changes. */
const cache = new WeakMap<PositionIndex, { version: number; entries: Map<string, Matched> }>();
const cacheSize = 64;

function cached(index: PositionIndex, req: EngineRequest): Matched {
  const key = JSON.stringify([
    req.query,
    req.location,
    req.filters,
    req.configured,
    req.anyWord ?? false,
    // Date-posted windows move with time; a minute is precise enough.
    Math.floor(req.now / 60_000),
  ]);
  let slot = cache.get(index);
  if (!slot || slot.version !== index.version) {
    slot = { version: index.version, entries: new Map() };
    cache.set(index, slot);
  }
  const hit = slot.entries.get(key);
  if (hit) {
    slot.entries.delete(key);
    slot.entries.set(key, hit);
    return hit;
  }
  const matched = matchAll(index, req);
  slot.entries.set(key, matched);
  if (slot.entries.size > cacheSize) slot.entries.delete(slot.entries.keys().next().value!);
  return matched;
}

/**
 * Runs one search over a tenant's index: text match, location, filters, disjunctive facet
 * counts (each filter's options are counted as if that filter alone were not applied),
 * sort and paging.
 */
export function runSearch(index: PositionIndex, req: EngineRequest, keepAll = false): EngineResult {
  const m = cached(index, req);
  const posted = index.posted;
  const results = m.results;
  let sort = req.sort;
  if (sort === 'distance' && !m.dists) sort = 'relevance';
  const { scores, dists } = m;
  let compare: (a: number, b: number) => number;
  if (sort === 'distance' && dists) {
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

function matchAll(index: PositionIndex, req: EngineRequest): Matched {
  const { docs, placeIds, places, posted } = index;
  const text = req.query.trim() ? matchText(index, req.query, req.anyWord) : null;
  const candidates: number[] = text ? text.docs : [];
  if (!text) for (let d = 0; d < docs.length; d++) if (docs[d] !== null) candidates.push(d);

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
      placeOk[p.id] =
        loc.kind === 'country'
          ? p.countryCode === loc.code
            ? 1
            : 0
          : loc.kind === 'area'
            ? inBounds(loc.bounds, p.lat, p.lng)
              ? 1
              : 0
            : p.folded.includes(loc.folded)
              ? 1
              : 0;
    }
  }
  const minDistance = (doc: number): number => {
    let best = Number.POSITIVE_INFINITY;
    const ids = placeIds[doc]!;
    for (let i = 0; i < ids.length; i++) {
      const v = placeDistance![ids[i]!]!;
      if (v < best) best = v;
    }
    return best;
  };

  // Base set: text, expiry and the non-distance part of the location.
  const base: number[] = [];
  const expires = index.expires;
  const remoteOnly = loc?.kind === 'remote';
  const remoteCode = workPlaces.indexOf('remote');
  for (let c = 0; c < candidates.length; c++) {
    const d = candidates[c]!;
    if (expires[d]! <= req.now) continue;
    if (remoteOnly && index.workPlace[d] !== remoteCode) continue;
    if (placeOk) {
      const ids = placeIds[d]!;
      let ok = false;
      for (let i = 0; i < ids.length && !ok; i++) ok = placeOk[ids[i]!] === 1;
      if (!ok) continue;
    }
    base.push(d);
  }

  // Active filters as predicates, in a fixed order so each has a bit.
  const active: { name: SearchFilterName; test: Predicate }[] = [];
  const f = req.filters;
  if (f.department?.length) {
    const wanted = new Uint8Array(index.departments.values.length);
    for (const v of f.department) {
      const c = index.departments.find(v) ?? index.departments.values.findIndex((x) => fold(x) === fold(v));
      if (c !== undefined && c >= 0) wanted[c] = 1;
    }
    active.push({ name: 'department', test: (d) => wanted[index.department[d]!] === 1 });
  }
  const placeTest = (name: 'country' | 'city', values: string[]) => {
    const wanted = new Set(values.map((v) => v.toLowerCase()));
    const ok = new Uint8Array(places.length);
    for (const p of places)
      ok[p.id] = wanted.has((name === 'country' ? p.countryCode : p.cityValue).toLowerCase()) ? 1 : 0;
    active.push({
      name,
      test: (d) => {
        const ids = placeIds[d]!;
        for (let i = 0; i < ids.length; i++) if (ok[ids[i]!] === 1) return true;
        return false;
      },
    });
  };
  if (f.country?.length) placeTest('country', f.country);
  if (f.city?.length) placeTest('city', f.city);
  const codeTest = (
    name: 'work_place' | 'employment_type' | 'seniority',
    values: readonly string[],
    column: number[],
  ) => {
    const wanted = new Uint8Array(values.length);
    for (const v of f[name] ?? []) if (values.includes(v)) wanted[values.indexOf(v)] = 1;
    active.push({ name, test: (d) => wanted[column[d]!] === 1 });
  };
  if (f.work_place?.length) codeTest('work_place', workPlaces, index.workPlace);
  if (f.employment_type?.length) codeTest('employment_type', employmentTypes, index.employment);
  if (f.seniority?.length) codeTest('seniority', seniorities, index.seniority);
  if (f.skills?.length) {
    const wanted = new Uint8Array(index.skills.values.length);
    for (const v of f.skills) {
      const c = index.skills.find(fold(v));
      if (c !== undefined) wanted[c] = 1;
    }
    active.push({
      name: 'skills',
      test: (d) => {
        const codes = index.skillCodes[d]!;
        for (let i = 0; i < codes.length; i++) if (wanted[codes[i]!] === 1) return true;
        return false;
      },
    });
  }
  if (f.date_posted?.length) {
    const since = req.now - Number(f.date_posted[0]) * DAY;
    active.push({ name: 'date_posted', test: (d) => posted[d]! >= since });
  }
  let radius: number | null = null;
  if (loc?.kind === 'point') {
    const chosen = f.distance?.length ? Number(f.distance[0]) : loc.defaultRadiusKm;
    radius = Math.max(chosen, samePlaceKm);
    const r = radius;
    active.push({ name: 'distance', test: (d) => minDistance(d) <= r });
  }

  // One pass: a bit mask of failed filters per document; results have none, and each
  // facet also counts the documents that fail only that facet's own filter.
  const counts = newFacetCounts(index, req.configured, loc?.kind === 'point');
  const ageLimits = datePostedOptions.map((days) => req.now - Number(days) * DAY);
  const radii = distanceOptionsKm.map((km) => Math.max(Number(km), samePlaceKm));
  const results: number[] = [];
  const nActive = active.length;
  const activeFacet = active.map((a) => searchFilterNames.indexOf(a.name));
  for (let b = 0; b < base.length; b++) {
    const d = base[b]!;
    let failed = -1;
    let twice = false;
    for (let i = 0; i < nActive; i++) {
      if (!active[i]!.test(d)) {
        if (failed >= 0) {
          twice = true;
          break;
        }
        failed = i;
      }
    }
    if (twice) continue;
    if (failed < 0) results.push(d);
    countDoc(
      index,
      counts,
      d,
      failed < 0 ? -1 : activeFacet[failed]!,
      ageLimits,
      radii,
      placeDistance ? minDistance(d) : -1,
    );
  }

  const out = Int32Array.from(results);
  let scoreOut: Float64Array | null = null;
  if (text) {
    scoreOut = new Float64Array(out.length);
    for (let i = 0; i < out.length; i++) scoreOut[i] = text.scores[out[i]!]!;
  }
  let distOut: Float64Array | null = null;
  if (placeDistance) {
    distOut = new Float64Array(out.length);
    for (let i = 0; i < out.length; i++) distOut[i] = minDistance(out[i]!);
  }
  return {
    results: out,
    scores: scoreOut,
    dists: distOut,
    facets: buildFacets(index, counts, req.configured, f),
    corrections: text?.corrections ?? {},
    matchedBeforeFilters: base.length,
  };
}

const F = Object.fromEntries(searchFilterNames.map((n, i) => [n, i])) as Record<SearchFilterName, number>;

/** Adds one document to the facet counts: to every facet (only = -1) or to one facet. */
function countDoc(
  index: PositionIndex,
  c: FacetCounts,
  d: number,
  only: number,
  ageLimits: number[],
  radii: number[],
  dist: number,
): void {
  const on = c.on;
  const all = only < 0;
  if (all ? on[F.department] : only === F.department) c.department[index.department[d]!]!++;
  if (all ? on[F.skills] : only === F.skills) {
    const codes = index.skillCodes[d]!;
    for (let i = 0; i < codes.length; i++) c.skills[codes[i]!]!++;
  }
  const wantCountry = all ? on[F.country] : only === F.country;
  const wantCity = all ? on[F.city] : only === F.city;
  if (wantCountry || wantCity) {
    const ids = index.placeIds[d]!;
    const places = index.places;
    for (let i = 0; i < ids.length; i++) {
      const place = places[ids[i]!]!;
      let seenCountry = false;
      let seenCity = false;
      for (let j = 0; j < i; j++) {
        const other = places[ids[j]!]!;
        if (other.countryIdx === place.countryIdx) seenCountry = true;
        if (other.cityIdx === place.cityIdx) seenCity = true;
      }
      if (wantCountry && !seenCountry) c.country[place.countryIdx]!++;
      if (wantCity && !seenCity) c.city[place.cityIdx]!++;
    }
  }
  if (all ? on[F.work_place] : only === F.work_place) c.workPlace[index.workPlace[d]!]!++;
  if (all ? on[F.employment_type] : only === F.employment_type) c.employment[index.employment[d]!]!++;
  if (all ? on[F.seniority] : only === F.seniority) c.seniority[index.seniority[d]!]!++;
  if (all ? on[F.date_posted] : only === F.date_posted) {
    const posted = index.posted[d]!;
    for (let i = 0; i < ageLimits.length; i++) if (posted >= ageLimits[i]!) c.datePosted[i]!++;
  }
  if (dist >= 0 && (all ? on[F.distance] : only === F.distance)) {
    for (let i = 0; i < radii.length; i++) if (dist <= radii[i]!) c.distance[i]!++;
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
