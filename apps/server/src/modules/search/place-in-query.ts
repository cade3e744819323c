import { type GeoCity, gazetteer } from './gazetteer.ts';

export interface PlaceInQuery {
  /** The words left for the text search. */
  rest: string;
  /** The place, as the location box would take it. */
  location: string;
}

/** Longest place name read from the end of the keywords ("Rio de Janeiro" is three words). */
const maxPlaceWords = 4;

/**
 * A place typed into the keyword box ("Bangalore", "engineer in Munich", "nurse New York, NY"):
 * the last words of the query, when they name a country the tenant has jobs in or a city with
 * its jobs nearby, become the search's location (with the city radius), and the words before
 * them (without a joining "in") stay the query. Without a place with jobs nothing is taken, so
 * a word that happens to be a town's name ("Mobile", "Reading") stays a keyword elsewhere.
 * Two-letter words are never read as countries ("IT support" is not Italy).
 */
export function placeInQuery(
  query: string,
  hasJobsIn: { city: (city: GeoCity) => boolean; country: (code: string) => boolean },
): PlaceInQuery | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const geo = gazetteer();
  for (let take = Math.min(maxPlaceWords, words.length); take >= 1; take--) {
    const place = words.slice(words.length - take).join(' ');
    let rest = words.slice(0, words.length - take);
    if (rest.length && rest[rest.length - 1]!.toLowerCase() === 'in') rest = rest.slice(0, -1);
    const bare = place.replace(/[,.]+$/, '');
    if (bare.length < 3) continue;
    const country = geo.findCountry(bare);
    if (country) {
      if (hasJobsIn.country(country.code)) return { rest: rest.join(' '), location: country.name };
      continue;
    }
    const city = geo.findCity(bare, hasJobsIn.city);
    if (city && hasJobsIn.city(city)) return { rest: rest.join(' '), location: bare };
  }
  return null;
}
