import type { FilterDefinition } from '@opencareers/contracts/search';
import {
  datePostedOptions,
  distanceOptionsKm,
  type SearchFilterName,
  type SortOption,
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
export function runSearch(index: PositionIndex, req: EngineRequest, keepAll = false): EngineResult {
  const { docs, posted, placeIds, places } = index;
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
  for (const d of candidates) {
    const p = docs[d]!;
    if (p.expiresAt !== null && p.expiresAt <= req.now) continue;
    if (loc?.kind === 'remote' && p.workPlace !== 'remote') continue;
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
  const setOf = (values: string[] | undefined) => new Set(values ?? []);
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
  if (f.work_place?.length) {
    const s = setOf(f.work_place);
    active.push({ name: 'work_place', test: (d) => s.has(docs[d]!.workPlace) });
  }
  if (f.employment_type?.length) {
    const s = setOf(f.employment_type);
    active.push({ name: 'employment_type', test: (d) => s.has(docs[d]!.employmentType) });
  }
  if (f.seniority?.length) {
    const s = setOf(f.seniority);
    active.push({ name: 'seniority', test: (d) => s.has(docs[d]!.seniority) });
  }
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
  const counts = newFacetCounts(index, req.configured, f, loc?.kind === 'point');
  const results: number[] = [];
  const nActive = active.length;
  for (const d of base) {
    let mask = 0;
    let failed = -1;
    for (let i = 0; i < nActive; i++) {
      if (!active[i]!.test(d)) {
        if (mask) {
          mask = -1;
          break;
        }
        mask = 1 << i;
        failed = i;
      }
    }
    if (mask === -1) continue;
    if (mask === 0) {
      results.push(d);
      countDoc(index, counts, d, null, req.now, placeDistance ? minDistance(d) : null);
    } else {
      countDoc(index, counts, d, active[failed]!.name, req.now, placeDistance ? minDistance(d) : null);
    }
  }

  let sort = req.sort;
  if (sort === 'distance' && !placeDistance) sort = 'relevance';
  const scores = text?.scores;
  let compare: (a: number, b: number) => number;
  if (sort === 'distance') {
    const dist = new Map<number, number>();
    for (const d of results) dist.set(d, minDistance(d));
    compare = (a, b) => dist.get(a)! - dist.get(b)! || posted[b]! - posted[a]!;
  } else if (sort === 'relevance' && scores) {
    compare = (a, b) => scores[b]! - scores[a]! || posted[b]! - posted[a]!;
  } else {
    compare = (a, b) => posted[b]! - posted[a]!;
  }
  const page = topK(results, req.start + req.num, compare).slice(req.start, req.start + req.num);
  const distances = new Map<number, number>();
  if (placeDistance) for (const d of page) distances.set(d, Math.round(minDistance(d) * 10) / 10);

  return {
    total: results.length,
    page,
    distances,
    facets: buildFacets(index, counts, req.configured, f, radius !== null),
    sort,
    corrections: text?.corrections ?? {},
    matchedBeforeFilters: base.length,
    ...(keepAll ? { all: results } : {}),
  };
}

function countDoc(
  index: PositionIndex,
  c: FacetCounts,
  d: number,
  only: SearchFilterName | null,
  now: number,
  dist: number | null,
): void {
  const p = index.docs[d]!;
  const want = (name: SearchFilterName) => (only === null ? c.enabled.has(name) : only === name);
  if (want('department')) c.department[index.department[d]!]!++;
  if (want('skills')) {
    const codes = index.skillCodes[d]!;
    for (let i = 0; i < codes.length; i++) c.skills[codes[i]!]!++;
  }
  if (want('country') || want('city')) {
    const ids = index.placeIds[d]!;
    for (let i = 0; i < ids.length; i++) {
      const place = index.places[ids[i]!]!;
      let seenCountry = false;
      let seenCity = false;
      for (let j = 0; j < i; j++) {
        const other = index.places[ids[j]!]!;
        if (other.countryCode === place.countryCode) seenCountry = true;
        if (other.cityValue === place.cityValue) seenCity = true;
      }
      if (want('country') && !seenCountry)
        c.country.set(place.countryCode, (c.country.get(place.countryCode) ?? 0) + 1);
      if (want('city') && !seenCity) c.city.set(place.cityValue, (c.city.get(place.cityValue) ?? 0) + 1);
    }
  }
  if (want('work_place')) c.work_place[p.workPlace] = (c.work_place[p.workPlace] ?? 0) + 1;
  if (want('employment_type'))
    c.employment_type[p.employmentType] = (c.employment_type[p.employmentType] ?? 0) + 1;
  if (want('seniority')) c.seniority[p.seniority] = (c.seniority[p.seniority] ?? 0) + 1;
  if (want('date_posted')) {
    const age = now - index.posted[d]!;
    for (let i = 0; i < datePostedOptions.length; i++)
      if (age <= Number(datePostedOptions[i]) * DAY) c.datePosted[i]!++;
  }
  if (dist !== null && want('distance')) {
    for (let i = 0; i < distanceOptionsKm.length; i++)
      if (dist <= Math.max(Number(distanceOptionsKm[i]), samePlaceKm)) c.distance[i]!++;
  }
}

/** The first k of `items` in `compare` order, without sorting everything when k is small. */
export function topK(items: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0 || !items.length) return [];
  if (k > 200 || k * 8 > items.length) return [...items].sort(compare).slice(0, k);
  const best: number[] = [];
  for (const item of items) {
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
