import {
  datePostedOptions,
  distanceOptionsKm,
  employmentTypes,
  type SearchFilterName,
  searchFilterNames,
  seniorities,
  workPlaces,
} from '@opencareers/contracts/search-constants';
import type { AppliedFilters } from './search-engine.ts';

const maxValuesPerFilter = 50;
const known = new Set<string>(searchFilterNames);
const allowed: Partial<Record<SearchFilterName, ReadonlySet<string>>> = {
  work_place: new Set(workPlaces),
  employment_type: new Set(employmentTypes),
  seniority: new Set(seniorities),
  date_posted: new Set(datePostedOptions),
  distance: new Set(distanceOptionsKm),
};
const single = new Set<SearchFilterName>(['date_posted', 'distance']);

/**
 * Reads the repeated filter_{name} parameters. Names that are not among the tenant's
 * configured filters are dropped (spec search §5), as are values a fixed filter does not
 * have. Without behaviourFlags.enableCommaInFilterValues a value "a,b" means two values;
 * with it, commas belong to the value (the browser encodes them).
 */
export function parseFilters(
  query: Record<string, unknown>,
  configured: readonly SearchFilterName[],
  commaInValues: boolean,
): { filters: AppliedFilters; dropped: string[] } {
  const filters: AppliedFilters = {};
  const dropped: string[] = [];
  const enabled = new Set(configured);
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('filter_') || raw === undefined) continue;
    const name = key.slice('filter_'.length);
    if (!known.has(name) || !enabled.has(name as SearchFilterName)) {
      dropped.push(name.slice(0, 60));
      continue;
    }
    const filterName = name as SearchFilterName;
    const list = (Array.isArray(raw) ? raw : [raw])
      .slice(0, 100)
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.slice(0, 200));
    const values = new Set<string>();
    for (const v of list.flatMap((v) => (commaInValues ? [v] : v.split(',')))) {
      const value = v.trim();
      if (!value) continue;
      const allowedValues = allowed[filterName];
      if (allowedValues && !allowedValues.has(value)) {
        dropped.push(`${filterName}=${value.slice(0, 60)}`);
        continue;
      }
      values.add(value);
    }
    const kept = [...values].slice(0, single.has(filterName) ? 1 : maxValuesPerFilter);
    if (kept.length) filters[filterName] = kept;
  }
  return { filters, dropped };
}
