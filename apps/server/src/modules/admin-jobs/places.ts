import type { Place } from '@opencareers/contracts/admin-jobs';
import type { PlaceNames } from '../locales/place-names.ts';
import { skillTaxonomy } from '../match/taxonomy.ts';
import { gazetteer } from '../search/gazetteer.ts';

/**
 * Places for the job editor's picker, from the bundled gazetteer: cities whose name starts
 * with the text (biggest first), narrowed by a country after a comma ("Portland, US"). The
 * label is in the reader's language; `country` stays the English name that is stored.
 */
export function suggestPlaces(text: string, names: PlaceNames, limit = 10): Place[] {
  const geo = gazetteer();
  const [name = '', countryPart] = text.split(',').map((p) => p.trim());
  const country = countryPart ? geo.findCountry(countryPart) : undefined;
  const cities = geo
    .suggestCities(name, country ? 200 : limit)
    .filter((c) => !country || c.countryCode === country.code)
    .slice(0, limit);
  return cities.map((c) => {
    const place = {
      city: c.name,
      region: null,
      country: c.country,
      countryCode: c.countryCode,
      lat: c.lat,
      lng: c.lng,
    };
    return { ...place, label: names.label(place) };
  });
}

/** Skills of the taxonomy for the editor's skill picker. */
export const suggestSkills = (text: string, limit = 10): string[] => skillTaxonomy().suggest(text, limit);
