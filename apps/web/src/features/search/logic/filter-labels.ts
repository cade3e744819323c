import type { FilterDefinition } from '@opencareers/contracts/search';
import type { TFunction } from 'i18next';

/*
 * The search API names filters and their fixed values in English (server
 * modules/search/filter-labels.ts); the page shows them in the reader's language, by the
 * filter's name and the value's code, the stable keys. Values that are data — departments,
 * places, skills — are shown as the server sends them. An unknown name or code keeps the
 * server's label, and so does a label that is not the stock English one: a name the company
 * typed is its own wording, not ours to replace.
 */

type Option = FilterDefinition['options'][number];

const valueKeys: Record<string, string> = {
  work_place: 'positions.workPlace',
  employment_type: 'positions.employmentType',
  seniority: 'positions.seniority',
  date_posted: 'search.datePosted',
};

/** The message at `key` in the reader's language when `label` is its English text, else `label`. */
function stockOrOwn(t: TFunction, key: string, label: string): string {
  const english = t(key as never, { lng: 'en', defaultValue: '' }) as string;
  return english === label ? (t(key as never, { defaultValue: label }) as string) : label;
}

/** A filter's title: "Abteilung" for department in German. */
export const filterTitle = (t: TFunction, filter: Pick<FilterDefinition, 'filterName' | 'label'>): string =>
  stockOrOwn(t, `search.filterNames.${filter.filterName}`, filter.label);

/** One option's label: a fixed value translated, a data value as it is. */
export function optionLabel(
  t: TFunction,
  filterName: string,
  option: Pick<Option, 'value' | 'label'>,
): string {
  if (filterName === 'distance') {
    const km = Number(option.value);
    if (option.value === '0') return t('search.exactLocation');
    if (Number.isFinite(km) && km > 0) return t('search.withinKm', { km });
    return option.label;
  }
  const base = valueKeys[filterName];
  return base ? stockOrOwn(t, `${base}.${option.value}`, option.label) : option.label;
}
