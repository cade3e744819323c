import { isolateLeftToRight } from '@opencareers/contracts/bidi-isolate';
import { directionOf, translator } from '../notifications/server-messages.ts';

/** What a place is made of (a position's location, a place of the index, a gazetteer city). */
export interface PlaceParts {
  city: string;
  region: string | null;
  /** The country's English name, as stored: the fallback when Intl has no name for the code. */
  country: string;
  countryCode: string;
}

/**
 * Places in one reader's language (issue 21): country names from Intl.DisplayNames, "Remote (…)"
 * from the server's messages. Cities and regions stay as the gazetteer gives them. The search
 * index keeps the English names; this is applied when an answer is presented, so the index is
 * built once for every language.
 */
export interface PlaceNames {
  readonly locale: string;
  /** The country's name in the reader's language; the stored name for a code Intl does not know. */
  country(countryCode: string, stored: string): string;
  /** "City, Region, Country" without repeating a region equal to the city (Singapore, Singapore). */
  label(place: PlaceParts): string;
  /** "City, Country" (facets, autocomplete, resolved location). */
  cityAndCountry(place: Pick<PlaceParts, 'city' | 'country' | 'countryCode'>): string;
  /** A remote job's place: "Remote (Germany)", "Remote (anywhere)". */
  remote(country: Pick<PlaceParts, 'country' | 'countryCode'> | null | undefined): string;
  /** The word alone ("Remote"), for the location box's suggestion. */
  readonly remoteWord: string;
}

const isRegionCode = (code: string) => /^[A-Za-z]{2}$|^\d{3}$/.test(code);

const cache = new Map<string, PlaceNames>();

function build(locale: string): PlaceNames {
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    display = undefined;
  }
  const t = translator(locale);
  const countries = new Map<string, string>();
  const country = (code: string, stored: string): string => {
    const key = code.toUpperCase();
    let name = countries.get(key);
    if (name === undefined) {
      let found: string | undefined;
      try {
        found = display && isRegionCode(key) ? display.of(key) : undefined;
      } catch {
        found = undefined;
      }
      name = found ?? '';
      countries.set(key, name);
    }
    return name || stored;
  };
  const remoteWord = t('places.remote');
  // On a right-to-left page a Latin city ("San Jose, California") is isolated (U+2068 … U+2069,
  // as the server's messages do), so its comma stays with it; Arabic separates with "، ".
  const rtl = directionOf(locale) === 'rtl';
  const part = rtl ? isolateLeftToRight : (text: string) => text;
  const separator = locale === 'ar' ? '، ' : ', ';
  const join = (parts: (string | null)[]) => parts.filter(Boolean).join(separator);
  return {
    locale,
    country,
    label: (p) =>
      join([
        part(p.city),
        p.region && p.region !== p.city ? part(p.region) : null,
        country(p.countryCode, p.country),
      ]),
    cityAndCountry: (p) => join([part(p.city), country(p.countryCode, p.country)]),
    remote: (c) =>
      c ? t('places.remoteIn', { country: country(c.countryCode, c.country) }) : t('places.remoteAnywhere'),
    remoteWord,
  };
}

/** The place namer of a locale (a registered code), made once per locale and kept. */
export function placeNames(locale: string): PlaceNames {
  let names = cache.get(locale);
  if (!names) {
    names = build(locale);
    cache.set(locale, names);
  }
  return names;
}
