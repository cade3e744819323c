import type { FilterDefinition, ResolvedLocation } from '@opencareers/contracts/search';
import type { PlaceNames } from '../locales/place-names.ts';
import { gazetteer } from './gazetteer.ts';
import type { IndexedPlace, PositionIndex } from './position-index.ts';

/** The tenant's places by city filter value, per index version. */
const byCityValue = new WeakMap<PositionIndex, { version: number; places: Map<string, IndexedPlace> }>();

function placeOfCity(index: PositionIndex, value: string): IndexedPlace | undefined {
  let entry = byCityValue.get(index);
  if (entry?.version !== index.version) {
    entry = { version: index.version, places: new Map(index.places.map((p) => [p.cityValue, p])) };
    byCityValue.set(index, entry);
  }
  return entry.places.get(value);
}

/**
 * The country and city filters' labels in the reader's language. The engine (and its cache)
 * names them in English; this runs on the few options of one answer. Values stay as they are.
 */
export function localiseFacets(
  facets: FilterDefinition[],
  index: PositionIndex,
  places: PlaceNames,
): FilterDefinition[] {
  return facets.map((f) => {
    if (f.filterName === 'country')
      return { ...f, options: f.options.map((o) => ({ ...o, label: places.country(o.value, o.label) })) };
    if (f.filterName === 'city')
      return {
        ...f,
        options: f.options.map((o) => {
          const place = placeOfCity(index, o.value);
          return place ? { ...o, label: places.cityAndCountry(place) } : o;
        }),
      };
    return f;
  });
}

/** What the location box resolved to, its country named in the reader's language. */
export function localiseResolved(
  resolved: ResolvedLocation | null,
  places: PlaceNames,
): ResolvedLocation | null {
  if (!resolved?.countryCode) return resolved;
  if (resolved.kind === 'country')
    return { ...resolved, label: places.country(resolved.countryCode, resolved.label) };
  if (resolved.kind === 'city') {
    const code = resolved.countryCode;
    // The city's label is "City, Country" with the gazetteer's English name (resolve-location.ts).
    const english = gazetteer().country(code)?.name;
    const suffix = english ? `, ${english}` : '';
    if (suffix && resolved.label.endsWith(suffix))
      return {
        ...resolved,
        label: places.cityAndCountry({
          city: resolved.label.slice(0, -suffix.length),
          country: english!,
          countryCode: code,
        }),
      };
  }
  return resolved;
}
