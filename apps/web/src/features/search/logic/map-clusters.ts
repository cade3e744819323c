import { mapConstants } from '@opencareers/contracts/search-constants';

/** search §9 map constants, shared with the server. */
export const MAP_MIN_ZOOM = mapConstants.minZoom;
export const MAP_MAX_ZOOM = mapConstants.maxZoom;
export const MAP_MIN_HEIGHT_PX = mapConstants.minHeightPx;
export const MAP_BOUNDS_PADDING_PX = mapConstants.boundsPadding;
export const CURRENT_LOCATION_MARKER_ID = mapConstants.currentLocationMarkerId;

export type ClusterIcon =
  | { kind: 'pin' }
  | { kind: 'cluster'; size: 'small' | 'medium' | 'large'; px: number };

/**
 * search §9: a marker for one job is a pin; a cluster's circle grows with the jobs it holds:
 * below 10 small (76 px), below 60 medium (88 px), otherwise large (112 px).
 */
export function clusterIcon(total: number): ClusterIcon {
  const { clusterIconSizes: px, clusterThresholds: below } = mapConstants;
  if (total <= 1) return { kind: 'pin' };
  if (total < below.small) return { kind: 'cluster', size: 'small', px: px.small };
  if (total < below.medium) return { kind: 'cluster', size: 'medium', px: px.medium };
  return { kind: 'cluster', size: 'large', px: px.large };
}

/** search §9 number shortening: k above 1000, M above 1e6, B above 1e9. */
export function shortenNumber(value: number): string {
  const abs = Math.abs(value);
  const fmt = (n: number, unit: string) => `${Number.parseFloat(n.toFixed(1))}${unit}`;
  if (abs >= 1e9) return fmt(value / 1e9, 'B');
  if (abs >= 1e6) return fmt(value / 1e6, 'M');
  if (abs >= 1000) return fmt(value / 1000, 'k');
  return String(value);
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ParsedMarkerLocation {
  label: string | null;
  latLng: LatLng | null;
}

/** search §3: a marker location string is 'location:::lat,long' or just 'lat,long'. */
export function parseMarkerLocation(text: string): ParsedMarkerLocation {
  const [first, second] = text.split(':::', 2) as [string, string?];
  const label = second === undefined ? null : first.trim() || null;
  const coords = (second ?? first).split(',');
  const lat = Number(coords[0]);
  const lng = Number(coords[1]);
  const valid =
    coords.length === 2 &&
    coords[0]?.trim() !== '' &&
    coords[1]?.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  return { label, latLng: valid ? { lat, lng } : null };
}
