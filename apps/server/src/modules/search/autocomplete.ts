import type { AutocompleteSuggestion } from '@opencareers/contracts/autocomplete';
import type { PlaceNames } from '../locales/place-names.ts';
import { gazetteer } from './gazetteer.ts';
import type { PositionIndex } from './position-index.ts';
import { lookUp, normaliseSuggestion, type SuggestionList, suggestionList } from './suggestion-list.ts';

interface Suggester {
  version: number;
  builtAt: number;
  titles: SuggestionList;
  skills: SuggestionList;
  places: SuggestionList;
  placeKinds: Map<string, 'city' | 'country'>;
  /** Each place's parts, to name it in the reader's language (the labels are English). */
  placeParts: Map<string, { city: string | null; country: string; countryCode: string }>;
  /** A country's code → its label among the places (the English name the positions store). */
  countryLabels: Map<string, string>;
  remote: number;
}

const cache = new WeakMap<PositionIndex, Suggester>();
/** Counts may lag changes by this long; rebuilding on every change would cost more than it shows. */
const maxStaleMs = 5000;

function suggester(index: PositionIndex): Suggester {
  const cached = cache.get(index);
  if (cached && (cached.version === index.version || Date.now() - cached.builtAt < maxStaleMs)) return cached;
  const titles = new Map<string, number>();
  const skills = new Map<string, number>();
  const places = new Map<string, number>();
  const placeKinds = new Map<string, 'city' | 'country'>();
  const placeParts: Suggester['placeParts'] = new Map();
  const countryLabels = new Map<string, string>();
  const now = Date.now();
  let remote = 0;
  for (const p of index.docs) {
    if (!p || (p.expiresAt !== null && p.expiresAt <= now)) continue;
    if (p.workPlace === 'remote') remote++;
    titles.set(p.title, (titles.get(p.title) ?? 0) + 1);
    for (const s of p.skills) skills.set(s, (skills.get(s) ?? 0) + 1);
    const seen = new Set<string>();
    for (const l of p.locations) {
      for (const [label, kind] of [
        [`${l.city}, ${l.country}`, 'city'],
        [l.country, 'country'],
      ] as const) {
        if (seen.has(label)) continue;
        seen.add(label);
        places.set(label, (places.get(label) ?? 0) + 1);
        placeKinds.set(label, kind);
        if (kind === 'country' && !countryLabels.has(l.countryCode)) countryLabels.set(l.countryCode, label);
        if (!placeParts.has(label))
          placeParts.set(label, {
            city: kind === 'city' ? l.city : null,
            country: l.country,
            countryCode: l.countryCode,
          });
      }
    }
  }
  const built: Suggester = {
    version: index.version,
    builtAt: Date.now(),
    titles: suggestionList(titles),
    skills: suggestionList(skills),
    places: suggestionList(places),
    placeKinds,
    placeParts,
    countryLabels,
    remote,
  };
  cache.set(index, built);
  return built;
}

/** Builds the suggestion tables ahead of the first request (at 100k positions this takes a while). */
export const warmSuggestions = (index: PositionIndex): void => {
  suggester(index);
};

/** Rebuilds the suggestion tables now, so they show every change applied to the index so far. */
export const refreshSuggestions = (index: PositionIndex): void => {
  cache.delete(index);
  suggester(index);
};

/** Suggestions for the query box: job titles, then skills. */
export function suggestQuery(index: PositionIndex, term: string, limit: number): AutocompleteSuggestion[] {
  const s = suggester(index);
  const titles = lookUp(s.titles, term, limit);
  const skills = lookUp(s.skills, term, limit);
  const titleShare = Math.max(limit - Math.min(skills.length, Math.floor(limit / 2)), 0);
  return [
    ...titles.slice(0, titleShare).map((t) => ({ ...t, value: t.label, kind: 'title' as const })),
    ...skills.map((t) => ({ ...t, value: t.label, kind: 'skill' as const })),
  ].slice(0, limit);
}

/**
 * Suggestions for the location box: 'remote', then places with jobs, with their counts. A city
 * typed by another name ("Bangalore", "München", "NYC") suggests the tenant's place it names.
 * Places without jobs are never offered: choosing one could only give an empty list.
 */
export function suggestLocation(
  index: PositionIndex,
  term: string,
  limit: number,
  places: PlaceNames,
): AutocompleteSuggestion[] {
  const s = suggester(index);
  // The value stays the English name the location box resolves; the label is the reader's.
  const named = (label: string): string => {
    const parts = s.placeParts.get(label);
    if (!parts) return label;
    return parts.city === null
      ? places.country(parts.countryCode, parts.country)
      : places.cityAndCountry({ city: parts.city, country: parts.country, countryCode: parts.countryCode });
  };
  const out: AutocompleteSuggestion[] = [];
  const folded = normaliseSuggestion(term);
  if ('remote'.startsWith(folded)) {
    out.push({ label: places.remoteWord, value: 'remote', kind: 'remote', count: s.remote });
  }
  const have = new Set<string>();
  const city =
    folded.length >= 3
      ? gazetteer().findCity(term, (c) => s.places.itemOf.has(`${c.name}, ${c.country}`))
      : undefined;
  const cityLabel = city ? `${city.name}, ${city.country}` : null;
  const countOf = (label: string) => {
    const item = s.places.itemOf.get(label);
    return item === undefined ? undefined : s.places.counts[item];
  };
  const namedCount = cityLabel ? countOf(cityLabel) : undefined;
  if (cityLabel && namedCount) {
    out.push({ label: named(cityLabel), value: cityLabel, kind: 'city', count: namedCount });
    have.add(cityLabel);
  }
  for (const p of lookUp(s.places, term, limit)) {
    if (have.has(p.label)) continue;
    have.add(p.label);
    out.push({ ...p, label: named(p.label), value: p.label, kind: s.placeKinds.get(p.label) ?? 'city' });
  }
  // A country begun in another language ("Deutschl", "Alemania", "Niemcy") suggests the
  // tenant's country of that name; the labels above are English, so nothing else matched it.
  for (const code of gazetteer().countryCodesNamedFrom(term)) {
    const label = s.countryLabels.get(code);
    const count = label === undefined ? undefined : countOf(label);
    if (label === undefined || !count || have.has(label)) continue;
    have.add(label);
    out.push({ label: named(label), value: label, kind: 'country', count });
  }
  return out.slice(0, limit);
}
