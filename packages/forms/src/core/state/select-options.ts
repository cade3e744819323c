import type { Choice } from '../option-bags.ts';
import { parentValuePlaceholder } from '../option-bags.ts';
import { textOf } from '../text-of.ts';

export const notApplicableValue = 'N/A';

/** §4 select: sorted choices; "Not Applicable" when there are none. */
export function prepareOptions(choices: Choice[] | undefined, order?: 'ascending' | 'descending'): Choice[] {
  const list = [...(choices ?? [])];
  if (order) {
    list.sort((a, b) => a.label.localeCompare(b.label));
    if (order === 'descending') list.reverse();
  }
  return list.length ? list : [{ label: 'Not Applicable', value: notApplicableValue }];
}

/** If the only option is N/A it is selected automatically and the control is disabled. */
export const isLoneNotApplicable = (options: Choice[]) =>
  options.length === 1 && textOf(options[0]?.value) === notApplicableValue;

/** A value not present in the options is reset (to empty). */
export function reconcileValue(value: unknown, options: Choice[], multiple = false): unknown {
  if (isLoneNotApplicable(options)) return multiple ? [notApplicableValue] : notApplicableValue;
  const allowed = new Set(options.map((o) => textOf(o.value)));
  if (Array.isArray(value)) {
    const kept = value.filter((v) => allowed.has(textOf(v)));
    return kept.length === value.length ? value : kept;
  }
  if (value === undefined || value === null || value === '') return value;
  return allowed.has(textOf(value)) ? value : multiple ? [] : '';
}

/** §7: the placeholder is replaced by the first dependency's value (encoded). */
export function endpointUrl(endpoint: string, parentValue: unknown): string {
  return endpoint.replaceAll(parentValuePlaceholder, encodeURIComponent(textOf(parentValue)));
}

/** §5: the select search filter ignores case and accents. */
export const foldForSearch = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
export const matchesSearch = (label: string, query: string) =>
  foldForSearch(label).includes(foldForSearch(query.trim()));
