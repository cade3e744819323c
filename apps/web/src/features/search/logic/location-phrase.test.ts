import { describe, expect, it } from 'vitest';
import { locationPhrase } from './location-phrase.ts';

const resolved = (kind: 'city' | 'country' | 'remote' | 'point' | 'area' | 'text', label: string) => ({
  kind,
  label,
  lat: null,
  lng: null,
  countryCode: null,
  radiusKm: null,
});

describe('the location part of the results summary', () => {
  it('says nothing without a location', () => {
    expect(locationPhrase('', null)).toBeNull();
    expect(locationPhrase('  ', null)).toBeNull();
  });

  it('gives the special locations their own words, never "near Map Area"', () => {
    expect(locationPhrase('Map Area', resolved('area', 'Map Area'))).toEqual({ key: 'resultsInMapArea' });
    expect(locationPhrase('Map Location', resolved('point', 'Map Location'))).toEqual({
      key: 'resultsNearMapPoint',
    });
    expect(locationPhrase('current location', resolved('point', 'current location'))).toEqual({
      key: 'resultsNearYou',
    });
    expect(locationPhrase('Remote', resolved('remote', 'Remote'))).toEqual({ key: 'resultsRemote' });
  });

  it('reads "in" a country and "near" a city or free text, with the resolved name', () => {
    expect(locationPhrase('germany', resolved('country', 'Germany'))).toEqual({
      key: 'resultsIn',
      values: { location: 'Germany' },
    });
    expect(locationPhrase('berlin', resolved('city', 'Berlin, Germany'))).toEqual({
      key: 'resultsNear',
      values: { location: 'Berlin, Germany' },
    });
    expect(locationPhrase('Atlantis', null)).toEqual({
      key: 'resultsNear',
      values: { location: 'Atlantis' },
    });
  });
});
