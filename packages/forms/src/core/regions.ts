import { getCountries } from 'libphonenumber-js';
import { textOf } from './text-of.ts';

/** Countries for the country field: ISO codes from libphonenumber-js, names from Intl in the page's language. */
export function countryChoices(locale = 'en'): { label: string; value: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return getCountries()
    .map((code) => ({ value: code as string, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

type Subdivision = [code: string, name: string];
let table: Map<string, Subdivision[]> | undefined;
let loading: Promise<void> | undefined;

/**
 * States, provinces and other subdivisions by country, from the maintained country-region-data
 * set (~45 KB gzipped, so the browser loads it only when a state field or answer shows; the
 * server loads it at start-up). A region without a short code is stored by its name.
 */
export function loadSubdivisions(): Promise<void> {
  loading ??= import('country-region-data').then(
    ({ allCountries }) => {
      table = new Map(
        allCountries.map(([, code, regions]) => [
          code,
          regions.map(([name, short]): Subdivision => [short || name, name]),
        ]),
      );
    },
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load (offline) may load on the next try
      throw error;
    },
  );
  return loading;
}

/** Whether loadSubdivisions has finished: until then the lists below are empty. */
export const subdivisionsLoaded = () => table !== undefined;

/** A country's subdivisions as choices; empty for a country without any (its field is free text). */
export const stateChoices = (country: unknown) =>
  (table?.get(textOf(country)) ?? []).map(([value, label]) => ({ value, label }));

/** The name of a subdivision code, in the given country or, without one, in any. */
export function subdivisionName(code: string, country?: string): string | undefined {
  const lists = country ? [table?.get(country) ?? []] : [...(table?.values() ?? [])];
  for (const list of lists) {
    const hit = list.find(([c]) => c === code);
    if (hit) return hit[1];
  }
  return undefined;
}

const countryCodes = new Set<string>(getCountries());
/** Whether a value is one of the countries the country field offers. */
export const isCountryCode = (value: unknown) => countryCodes.has(textOf(value));
