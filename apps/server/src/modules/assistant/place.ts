import { gazetteer } from '../search/gazetteer.ts';
import { allowedEdits, editDistance } from '../search/typo.ts';
import { fillerWords, jobWords, searchVerbs } from './lexicon.ts';

/** The gazetteer's answers the parser needs (the bundled gazetteer unless a test gives its own). */
export interface PlaceLookup {
  city(text: string): { name: string; population: number } | undefined;
  country(text: string): { name: string } | undefined;
  /** A big city within a typo of the word ("torronto"), if any. */
  misspeltCity?(word: string): { name: string } | undefined;
}

/** A misspelt place is read only as a city this big: fewer, better-known names to be near. */
const misspeltCityPopulation = 100_000;

export const gazetteerLookup: PlaceLookup = {
  city: (text) => gazetteer().findCity(text),
  country: (text) => gazetteer().findCountry(text),
  misspeltCity(word) {
    const max = allowedEdits(word.length);
    let best: { name: string } | undefined;
    let bestDistance = max + 1;
    for (const city of gazetteer().suggestCities(word.slice(0, 2), 500)) {
      if (city.population < misspeltCityPopulation) break;
      const d = editDistance(word, city.name.toLowerCase(), max);
      if (d < bestDistance) {
        best = city;
        bestDistance = d;
      }
    }
    return best;
  },
};

/** Longest place name read ("Rio de Janeiro" is three words). */
const maxPlaceWords = 4;
/** A place named without "in"/"near" before it must be a country or a city this big, so "Reading" stays a word. */
const bareCityPopulation = 300_000;
/** After "in", a city this small is still read as a place, unless its name is a job word ("in Sales"). */
const jobWordCityPopulation = 500_000;

/**
 * A place in the message: the longest run of words that the gazetteer knows as a country or a
 * city, best after a preposition ("in Lisbon", "à Paris", "bei München"). Its words (and the
 * preposition) are removed from `rest`; the answer is the gazetteer's own name ("München" →
 * "Munich"), which the search's location box resolves to the same place.
 */
export function findPlace(
  rest: (string | null)[],
  raw: readonly string[],
  ctx: { isJobTerm: (word: string) => boolean; place?: PlaceLookup },
  prepositions: ReadonlySet<string>,
): string | null {
  const lookup = ctx.place ?? gazetteerLookup;
  const text = (i: number, n: number) => raw.slice(i, i + n).join(' ');
  const cue = (w: string) => jobWords.has(w) || searchVerbs.has(w) || fillerWords.has(w);
  for (let n = Math.min(maxPlaceWords, rest.length); n >= 1; n--) {
    for (let i = 0; i + n <= rest.length; i++) {
      const span = rest.slice(i, i + n);
      if (span.some((w) => w === null)) continue;
      const first = raw[i]!;
      const last = raw[i + n - 1]!;
      // A filler may begin or end a longer name ("New York", "Rio de Janeiro"), not be one.
      const edge = (w: string) => (n === 1 ? cue(w) : jobWords.has(w) || searchVerbs.has(w));
      if (edge(first) || edge(last) || text(i, n).length < 3) continue;
      if (!span.every((w) => /^[a-z][a-z.'-]*$/.test(w!))) continue;
      const name0 = text(i, n);
      const prep = i > 0 && prepositions.has(raw[i - 1]!) && rest[i - 1] !== null;
      const jobWord = n === 1 && ctx.isJobTerm(first);
      let name: string | null = null;
      const country = name0.length > 3 || prep ? lookup.country(name0) : undefined;
      if (country && !jobWord) name = country.name;
      else {
        const city = lookup.city(name0);
        if (city) {
          const min = jobWord ? jobWordCityPopulation : prep ? 1_000 : bareCityPopulation;
          if (city.population >= min) name = city.name;
        }
      }
      if (!name) continue;
      for (let k = i; k < i + n; k++) rest[k] = null;
      if (prep) rest[i - 1] = null;
      return name;
    }
  }
  // A misspelt city after a preposition ("jobs in torronto"), when the word is nothing else.
  for (let i = 1; i < rest.length; i++) {
    const w = rest[i];
    if (!w || w.length < 5 || !prepositions.has(raw[i - 1]!) || rest[i - 1] === null) continue;
    if (!/^[a-z]+$/.test(w) || ctx.isJobTerm(w) || cue(w)) continue;
    const city = lookup.misspeltCity?.(raw[i]!);
    if (!city) continue;
    rest[i] = null;
    rest[i - 1] = null;
    return city.name;
  }
  return null;
}
