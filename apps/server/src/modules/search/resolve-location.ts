import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { ResolvedLocation } from '@opencareers/contracts/search';
import { defaultCityRadiusKm, specialLocations } from '@opencareers/contracts/search-constants';
import { HttpError } from '../../lib/http-error.ts';
import { type GeoCity, gazetteer } from './gazetteer.ts';
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

/** A longitude brought into -180..180 (a map scrolled sideways reports 380 or -540). */
const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));

/**
 * "south,west,north,east" in degrees; west > east crosses the antimeridian. Whatever a map
 * reports is accepted as the area it shows: longitudes are wrapped into -180..180, a box 360°
 * wide or wider is the whole world, latitudes are clamped to ±90. Only text that is not four
 * numbers, or a south above the north, is refused.
 */
export function parseBounds(text: string | undefined): Bounds | undefined {
  if (!text) return undefined;
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south > north) return undefined;
  const whole = east - west >= 360 || (west === -180 && east === 180);
  const w = whole ? -180 : wrapLongitude(west);
  let e = whole ? 180 : wrapLongitude(east);
  // An east edge on the antimeridian wraps to -180; as the box's east edge it means +180.
  if (!whole && e === -180 && east > west) e = 180;
  return { south: clampLatitude(south), west: w, north: clampLatitude(north), east: e };
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
  /** Cities to prefer among those of one name: the tenant's places with jobs. */
  prefer?: (city: GeoCity) => boolean,
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
        // Across the antimeridian the middle lies on the far side of the globe.
        lng: wrapLongitude((bounds.west + bounds.east + (bounds.west > bounds.east ? 360 : 0)) / 2),
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
  const city = geo.findCity(text, prefer);
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
