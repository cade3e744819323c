import { distanceKm } from '../search/gazetteer.ts';
import type { IndexedPlace, PositionIndex } from '../search/position-index.ts';
import { type Bounds, inBounds, type LocationConstraint } from '../search/resolve-location.ts';

/** What the search asked about places: its location and its country and city filters. */
export interface PlaceRules {
  location: LocationConstraint | null;
  countries?: readonly string[] | undefined;
  cities?: readonly string[] | undefined;
  /** The map's view; places outside it are not drawn. */
  view?: Bounds | undefined;
}

/**
 * One place per job, so a job in three offices is one job on the map as it is in the list
 * (docs/search.md "Places and the map"): among the job's places that satisfy the search (its
 * location, its country and city filters) and lie in the map's view, the nearest to a searched
 * point, otherwise the first in the job's own order of locations. A job none of whose places
 * qualifies is not drawn (`null`): it is counted as unplaced.
 */
export function placePicker(index: PositionIndex, rules: PlaceRules): (doc: number) => number | null {
  const { places } = index;
  const loc = rules.location;
  const countries = rules.countries?.length ? new Set(rules.countries.map((c) => c.toLowerCase())) : null;
  const cities = rules.cities?.length ? new Set(rules.cities.map((c) => c.toLowerCase())) : null;
  // Per place once (a few hundred), not per job.
  const ok = new Uint8Array(places.length);
  const rank = new Float64Array(places.length);
  for (const p of places) {
    ok[p.id] = qualifies(p, loc, countries, cities, rules.view) ? 1 : 0;
    rank[p.id] = loc?.kind === 'point' ? distanceKm(loc.lat, loc.lng, p.lat, p.lng) : 0;
  }
  return (doc) => {
    let best: number | null = null;
    for (const placeId of index.placeIds.get(doc)) {
      if (ok[placeId] !== 1) continue;
      // Strictly nearer only: ties (and every place when there is no point) keep the first.
      if (best === null || rank[placeId]! < rank[best]!) best = placeId;
    }
    return best;
  };
}

function qualifies(
  p: IndexedPlace,
  loc: LocationConstraint | null,
  countries: Set<string> | null,
  cities: Set<string> | null,
  view: Bounds | undefined,
): boolean {
  if (countries && !countries.has(p.countryCode.toLowerCase())) return false;
  if (cities && !cities.has(p.cityValue.toLowerCase())) return false;
  if (view && !inBounds(view, p.lat, p.lng)) return false;
  if (!loc) return true;
  switch (loc.kind) {
    case 'country':
      return p.countryCode === loc.code;
    case 'area':
      return inBounds(loc.bounds, p.lat, p.lng);
    case 'text':
      return p.folded.includes(loc.folded);
    default:
      // A point search keeps every place and prefers the nearest (the job passed its radius by
      // its nearest place); remote searches place remote jobs where they are tied to.
      return true;
  }
}
