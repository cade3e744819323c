import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { ResolvedLocation } from '@opencareers/contracts/search';
import { defaultCityRadiusKm, specialLocations } from '@opencareers/contracts/search-constants';
import { HttpError } from '../../lib/http-error.ts';
import { gazetteer } from './gazetteer.ts';
import { fold } from './tokenize.ts';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export type LocationConstraint =
  | { kind: 'point'; lat: number; lng: number; defaultRadiusKm: number }
  | { kind: 'country'; code: string }
  | { kind: 'remote' }
  | { kind: 'area'; bounds: Bounds }
  | { kind: 'text'; folded: string };

export interface LocationInput {
  location?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  bounds?: string | undefined;
}

/** "south,west,north,east" in degrees; west > east crosses the antimeridian. */
export function parseBounds(text: string | undefined): Bounds | undefined {
  if (!text) return undefined;
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south < -90 || north > 90 || south > north || Math.abs(west) > 180 || Math.abs(east) > 180)
    return undefined;
  return { south, west, north, east };
}

export const inBounds = (b: Bounds, lat: number, lng: number): boolean =>
  lat >= b.south &&
  lat <= b.north &&
  (b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east);

const bad = (message: string, field: string) =>
  new HttpError(400, errorCodes.validation, message, { [field]: message });

const point = (lat: number, lng: number, label: string, kind: 'point', radius: number) => ({
  constraint: { kind, lat, lng, defaultRadiusKm: radius } as LocationConstraint,
  resolved: { kind, label, lat, lng, countryCode: null, radiusKm: radius } as ResolvedLocation,
});

/**
 * What the location box means (spec search §9 special values): 'remote'; 'current
 * location' and 'Map Location' with lat/lng; 'Map Area' with bounds; otherwise a country
 * or a city from the gazetteer, or failing both, text matched against position places.
 */
export function resolveLocation(
  input: LocationInput,
): { constraint: LocationConstraint; resolved: ResolvedLocation } | null {
  const text = input.location?.trim() ?? '';
  if (!text) return null;
  const lower = text.toLowerCase();
  if (lower === specialLocations.remote) {
    return {
      constraint: { kind: 'remote' },
      resolved: { kind: 'remote', label: 'Remote', lat: null, lng: null, countryCode: null, radiusKm: null },
    };
  }
  if (
    lower === specialLocations.currentLocation.toLowerCase() ||
    lower === specialLocations.mapLocation.toLowerCase()
  ) {
    if (input.lat === undefined || input.lng === undefined)
      throw bad(`The location '${text}' needs lat and lng coordinates.`, 'lat');
    const isMap = lower === specialLocations.mapLocation.toLowerCase();
    // A clicked map marker means that very place; the browser's position means "near me".
    return point(
      input.lat,
      input.lng,
      isMap ? specialLocations.mapLocation : specialLocations.currentLocation,
      'point',
      isMap ? 0 : defaultCityRadiusKm,
    );
  }
  if (lower === specialLocations.mapArea.toLowerCase()) {
    const bounds = parseBounds(input.bounds);
    if (!bounds) throw bad("The location 'Map Area' needs bounds as south,west,north,east.", 'bounds');
    return {
      constraint: { kind: 'area', bounds },
      resolved: {
        kind: 'area',
        label: specialLocations.mapArea,
        lat: (bounds.south + bounds.north) / 2,
        lng: (bounds.west + bounds.east) / 2,
        countryCode: null,
        radiusKm: null,
      },
    };
  }
  const geo = gazetteer();
  const country = geo.findCountry(text);
  if (country) {
    return {
      constraint: { kind: 'country', code: country.code },
      resolved: {
        kind: 'country',
        label: country.name,
        lat: country.lat,
        lng: country.lng,
        countryCode: country.code,
        radiusKm: null,
      },
    };
  }
  const city = geo.findCity(text);
  if (city) {
    return {
      constraint: { kind: 'point', lat: city.lat, lng: city.lng, defaultRadiusKm: defaultCityRadiusKm },
      resolved: {
        kind: 'city',
        label: `${city.name}, ${city.country}`,
        lat: city.lat,
        lng: city.lng,
        countryCode: city.countryCode,
        radiusKm: defaultCityRadiusKm,
      },
    };
  }
  return {
    constraint: { kind: 'text', folded: fold(text) },
    resolved: { kind: 'text', label: text, lat: null, lng: null, countryCode: null, radiusKm: null },
  };
}
