import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../search/gazetteer.ts';
import { importLocationSchema } from './import-schema.ts';

const parse = (input: unknown) => importLocationSchema.safeParse(input);

describe('import locations: the gazetteer fills in what the file leaves out', () => {
  it('geocodes a city from its name and country code', () => {
    const r = parse({ city: 'Lyon', countryCode: 'fr' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ city: 'Lyon', country: 'France', countryCode: 'FR', region: null });
    expect(distanceKm(r.data!.lat, r.data!.lng, 45.76, 4.84)).toBeLessThan(10);
  });

  it('takes the country from its name, and the most populous city when no country is given', () => {
    const named = parse({ city: 'Portland', country: 'United States' });
    expect(named.data).toMatchObject({ countryCode: 'US', country: 'United States' });
    const bare = parse({ city: 'Berlin' });
    expect(bare.data).toMatchObject({ countryCode: 'DE', country: 'Germany' });
    expect(distanceKm(bare.data!.lat, bare.data!.lng, 52.52, 13.4)).toBeLessThan(15);
  });

  it('finds the city in the given country, not the biggest of that name', () => {
    const london = parse({ city: 'London', countryCode: 'CA' });
    expect(london.data!.countryCode).toBe('CA');
    expect(distanceKm(london.data!.lat, london.data!.lng, 42.98, -81.25)).toBeLessThan(20);
  });

  it('keeps coordinates and names given in the file', () => {
    const r = parse({ city: 'Nowhere Labs', country: 'Deutschland', countryCode: 'DE', lat: 50.1, lng: 8.6 });
    expect(r.data).toEqual({
      city: 'Nowhere Labs',
      region: null,
      country: 'Deutschland',
      countryCode: 'DE',
      lat: 50.1,
      lng: 8.6,
    });
  });

  it('names the problem when it cannot place a location', () => {
    const messages = (input: unknown) =>
      parse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages({ city: 'Qzxwv', countryCode: 'DE' })).toEqual([
      'city: Unknown city: Qzxwv, Germany. Give lat and lng for it',
    ]);
    expect(messages({ city: 'Lyon', countryCode: 'QQ' })).toEqual(['countryCode: Unknown country code: QQ']);
    expect(messages({ city: 'Lab 7', lat: 10, lng: 10 })).toEqual([
      'countryCode: Give the country or countryCode',
    ]);
    expect(messages({ city: 'Lab 7', country: 'Atlantis', lat: 10, lng: 10 })).toEqual([
      'country: Unknown country: Atlantis. Give its countryCode',
    ]);
    expect(messages({ city: 'Lyon', countryCode: 'FR', lat: 45 })).toEqual([
      'lng: Give both lat and lng, or neither',
    ]);
  });

  it('either answers a complete, valid place or refuses, for any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('Paris', 'Lagos', 'Osaka', 'Quito', ''),
    );
    const input = fc.record(
      {
        city: text,
        region: fc.option(fc.string({ maxLength: 10 })),
        country: fc.oneof(text, fc.constantFrom('Japan', 'Nigeria', 'USA')),
        countryCode: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('JP', 'ng', 'EC', 'FR')),
        lat: fc.double({ min: -200, max: 200, noNaN: true }),
        lng: fc.double({ min: -200, max: 200, noNaN: true }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (raw) => {
        const r = parse(raw);
        if (!r.success) return r.error.issues.length > 0;
        const l = r.data;
        return (
          l.city.length > 0 &&
          /^[A-Z]{2}$/.test(l.countryCode) &&
          l.country.length > 0 &&
          Math.abs(l.lat) <= 90 &&
          Math.abs(l.lng) <= 180
        );
      }),
      { numRuns: 500 },
    );
  });
});
