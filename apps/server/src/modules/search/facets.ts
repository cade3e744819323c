import type { FilterDefinition, FilterOption } from '@opencareers/contracts/search';
import {
  datePostedOptions,
  distanceOptionsKm,
  employmentTypes,
  type SearchFilterName,
  searchFilterNames,
  seniorities,
  workPlaces,
} from '@opencareers/contracts/search-constants';
import { filterLabels, valueLabels } from './filter-labels.ts';
import type { PositionIndex } from './position-index.ts';
import { fold } from './tokenize.ts';

/** Long lists (cities, skills) show the most common options plus whatever is selected. */
const maxOptions = 40;

export interface FacetCounts {
  /** Per filter (searchFilterNames order): counted at all? */
  on: boolean[];
  department: Int32Array;
  skills: Int32Array;
  country: Int32Array;
  city: Int32Array;
  workPlace: Int32Array;
  employment: Int32Array;
  seniority: Int32Array;
  datePosted: Int32Array;
  distance: Int32Array;
}

export function newFacetCounts(
  index: PositionIndex,
  configured: readonly SearchFilterName[],
  hasPoint: boolean,
): FacetCounts {
  return {
    on: searchFilterNames.map((n) => configured.includes(n) && (n !== 'distance' || hasPoint)),
    department: new Int32Array(index.departments.values.length),
    skills: new Int32Array(index.skills.values.length),
    country: new Int32Array(index.countries.values.length),
    city: new Int32Array(index.cities.values.length),
    workPlace: new Int32Array(workPlaces.length),
    employment: new Int32Array(employmentTypes.length),
    seniority: new Int32Array(seniorities.length),
    datePosted: new Int32Array(datePostedOptions.length),
    distance: new Int32Array(distanceOptionsKm.length),
  };
}

const byCount = (a: FilterOption, b: FilterOption) => b.count - a.count || a.label.localeCompare(b.label);

/** Keeps the top options and every selected one, most common first. */
const trim = (options: FilterOption[]) => {
  const sorted = options.filter((o) => o.count > 0 || o.selected).sort(byCount);
  const top = sorted.slice(0, maxOptions);
  for (const o of sorted.slice(maxOptions)) if (o.selected) top.push(o);
  return top;
};

export function buildFacets(
  index: PositionIndex,
  c: FacetCounts,
  configured: readonly SearchFilterName[],
  filters: Partial<Record<SearchFilterName, string[]>>,
): FilterDefinition[] {
  const selected = (name: SearchFilterName, value: string) =>
    (filters[name] ?? []).some((v) => v.toLowerCase() === value.toLowerCase());
  const fixed = (name: SearchFilterName, values: readonly string[], counts: Int32Array) =>
    values
      .map((value, i) => ({
        value,
        label: valueLabels[name]?.[value] ?? value,
        count: counts[i] ?? 0,
        selected: selected(name, value),
      }))
      .filter((o) => o.count > 0 || o.selected);

  const out: FilterDefinition[] = [];
  for (const name of configured) {
    let options: FilterOption[];
    let type: 'single' | 'multi' = 'multi';
    switch (name) {
      case 'department':
        options = trim(
          index.departments.values.map((value, code) => ({
            value,
            label: value,
            count: c.department[code] ?? 0,
            selected: selected(name, value),
          })),
        );
        break;
      case 'skills':
        options = trim(
          index.skills.values.map((key, code) => {
            const label = index.skillLabels[code] ?? key;
            return {
              value: label,
              label,
              count: c.skills[code] ?? 0,
              selected: (filters.skills ?? []).some((v) => fold(v) === key),
            };
          }),
        );
        break;
      case 'country': {
        const names = new Map(index.places.map((p) => [p.countryCode, p.country]));
        options = trim(
          [...names].map(([code, label]) => ({
            value: code,
            label,
            count: c.country[index.countries.find(code) ?? -1] ?? 0,
            selected: selected(name, code),
          })),
        );
        break;
      }
      case 'city': {
        const labels = new Map(index.places.map((p) => [p.cityValue, `${p.city}, ${p.country}`]));
        options = trim(
          [...labels].map(([value, label]) => ({
            value,
            label,
            count: c.city[index.cities.find(value) ?? -1] ?? 0,
            selected: selected(name, value),
          })),
        );
        break;
      }
      case 'work_place':
        options = fixed(name, workPlaces, c.workPlace);
        break;
      case 'employment_type':
        options = fixed(name, employmentTypes, c.employment);
        break;
      case 'seniority':
        options = fixed(name, seniorities, c.seniority);
        break;
      case 'date_posted':
        type = 'single';
        options = datePostedOptions.map((value, i) => ({
          value,
          label: valueLabels.date_posted![value]!,
          count: c.datePosted[i] ?? 0,
          selected: selected(name, value),
        }));
        break;
      case 'distance':
        if (!c.on[searchFilterNames.indexOf('distance')]) continue;
        type = 'single';
        options = distanceOptionsKm
          .map((value, i) => ({
            value,
            label: valueLabels.distance![value]!,
            count: c.distance[i] ?? 0,
            selected: selected(name, value),
          }))
          // 0 is Map Location's own value, shown only while it is chosen.
          .filter((o) => o.value !== '0' || o.selected);
        break;
    }
    out.push({ filterName: name, label: filterLabels[name], type, options });
  }
  return out;
}
