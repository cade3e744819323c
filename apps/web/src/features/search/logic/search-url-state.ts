/*
 * The search page's address (spec search §2): query, start, location, pid, sort_by, tab,
 * show_login_modal and one repeated filter_{name} per selected value. Everything else in the
 * address (tenant, tracking, unknown parameters) is carried along untouched.
 */

import { searchPageSize, specialLocations } from '@opencareers/contracts/search-constants';

export const FILTER_PREFIX = 'filter_';
/** search §9: results come in pages of ten. */
export const PAGE_SIZE = searchPageSize;

/** Parameters this page owns; every other one is carried along as it came. */
const ownedParams = new Set(['query', 'location', 'start', 'pid', 'sort_by', 'tab', 'lat', 'lng', 'bounds']);

export type SearchFilters = Record<string, string[]>;

export interface SearchUrlState {
  query: string;
  location: string;
  /** Offset of the first result shown, a multiple of the page size. */
  start: number;
  /** The position chosen by the address, if any. */
  pid: string | null;
  sortBy: string | null;
  tab: string | null;
  /** filter name (without the prefix) → selected values, in address order. */
  filters: SearchFilters;
  /** Coordinates behind 'current location' and 'Map Location'. */
  point: { lat: number; lng: number } | null;
  /** 'south,west,north,east' behind 'Map Area'. */
  bounds: string | null;
}

export const emptySearchState: SearchUrlState = {
  query: '',
  location: '',
  start: 0,
  pid: null,
  sortBy: null,
  tab: null,
  filters: {},
  point: null,
  bounds: null,
};

// search §2: a route-supplied query and location use hyphens and underscores for spaces.
const fromRoute = (value: string | undefined): string => (value ?? '').replace(/[-_]+/g, ' ').trim();

const parseStart = (raw: string | null): number => {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value < 0) return 0;
  // A hand-edited start lands on the page that holds it.
  return Math.floor(value / PAGE_SIZE) * PAGE_SIZE;
};

const nonEmpty = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Reads the page's state from its route parameters and address. */
export function parseSearchUrl(
  routeParams: Record<string, string | undefined>,
  search: string,
): SearchUrlState {
  const address = new URLSearchParams(search);
  const filters: SearchFilters = {};
  for (const [key, value] of address) {
    if (!key.startsWith(FILTER_PREFIX) || key.length === FILTER_PREFIX.length) continue;
    const trimmed = value.trim();
    if (!trimmed) continue;
    const name = key.slice(FILTER_PREFIX.length);
    const values = filters[name] ?? [];
    if (!values.includes(trimmed)) values.push(trimmed);
    filters[name] = values;
  }
  return {
    query: fromRoute(routeParams.query) || (address.get('query') ?? '').trim(),
    location: fromRoute(routeParams.location) || (address.get('location') ?? '').trim(),
    start: parseStart(address.get('start')),
    pid: nonEmpty(address.get('pid')),
    sortBy: nonEmpty(address.get('sort_by')),
    tab: nonEmpty(address.get('tab')),
    filters,
    point: parsePoint(address.get('lat'), address.get('lng')),
    bounds: nonEmpty(address.get('bounds')),
  };
}

function parsePoint(latText: string | null, lngText: string | null): SearchUrlState['point'] {
  if (!latText || !lngText) return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** The address parameters this page does not own (domain, utm_*, show_login_modal, …). */
export function carriedParams(search: string): URLSearchParams {
  const carried = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (ownedParams.has(key) || key.startsWith(FILTER_PREFIX)) continue;
    carried.append(key, value);
  }
  return carried;
}

/**
 * Writes a state back into an address search string ("?…" or ""), keeping every parameter
 * it does not own from `currentSearch`. Defaults (start 0, no sort) stay out of the address.
 */
export function buildSearchUrl(state: SearchUrlState, currentSearch: string): string {
  const next = carriedParams(currentSearch);
  // A login modal asked for by the address opens once, on load; rewriting the address must not reopen it.
  next.delete('show_login_modal');
  if (state.query) next.set('query', state.query);
  if (state.location) next.set('location', state.location);
  if (state.start > 0) next.set('start', String(state.start));
  if (state.sortBy) next.set('sort_by', state.sortBy);
  for (const name of Object.keys(state.filters).sort()) {
    for (const value of state.filters[name] ?? []) next.append(`${FILTER_PREFIX}${name}`, value);
  }
  if (state.point) {
    next.set('lat', String(state.point.lat));
    next.set('lng', String(state.point.lng));
  }
  if (state.bounds) next.set('bounds', state.bounds);
  if (state.pid) next.set('pid', state.pid);
  if (state.tab) next.set('tab', state.tab);
  const text = next.toString();
  return text ? `?${text}` : '';
}

const MAP_LOCATION = specialLocations.mapLocation;
const MAP_AREA = specialLocations.mapArea;
const CURRENT_LOCATION = specialLocations.currentLocation;

export interface LocationExtras {
  point?: { lat: number; lng: number } | null;
  bounds?: string | null;
}

/**
 * search §4: starting a search resets to the first page and forgets the selection. The map's
 * special locations bring their own coordinates: 'Map Location' a point with distance 0,
 * 'Map Area' the map bounds; that distance 0 is cleared once another location is used.
 */
export function withNewSearch(
  state: SearchUrlState,
  query: string,
  location: string,
  extras: LocationExtras = {},
): SearchUrlState {
  const nextLocation = location.trim();
  const special = nextLocation.toLowerCase();
  const keepsPoint = special === MAP_LOCATION.toLowerCase() || special === CURRENT_LOCATION;
  const point = keepsPoint ? (extras.point ?? (nextLocation === state.location ? state.point : null)) : null;
  const bounds =
    special === MAP_AREA.toLowerCase()
      ? (extras.bounds ?? (nextLocation === state.location ? state.bounds : null))
      : null;
  const filters = { ...state.filters };
  if (special === MAP_LOCATION.toLowerCase()) {
    filters.distance = ['0'];
  } else if (filters.distance?.includes('0')) {
    const rest = filters.distance.filter((value) => value !== '0');
    if (rest.length > 0) filters.distance = rest;
    else delete filters.distance;
  }
  return {
    ...state,
    query: query.trim(),
    location: nextLocation,
    start: 0,
    pid: null,
    point,
    bounds,
    filters,
  };
}

/** search §4: changing a filter clears the selection (and goes back to page one). */
export function withFilters(state: SearchUrlState, filters: SearchFilters): SearchUrlState {
  const cleaned: SearchFilters = {};
  for (const [name, values] of Object.entries(filters)) {
    if (values.length > 0) cleaned[name] = [...values];
  }
  return { ...state, filters: cleaned, start: 0, pid: null };
}

/** Adds or removes one filter value. */
export function toggleFilterValue(filters: SearchFilters, name: string, value: string): SearchFilters {
  const current = filters[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [name]: next };
}

export function withPage(state: SearchUrlState, start: number): SearchUrlState {
  return { ...state, start: Math.max(0, Math.floor(start / PAGE_SIZE) * PAGE_SIZE), pid: null };
}

export function withSort(state: SearchUrlState, sortBy: string | null): SearchUrlState {
  return { ...state, sortBy, start: 0, pid: null };
}

/** Whether two filter selections are the same, regardless of order. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return filtersKey(a) === filtersKey(b);
}

/** A stable text for a filter selection: names and values sorted, empty lists ignored. */
export function filtersKey(filters: SearchFilters): string {
  return Object.keys(filters)
    .filter((name) => (filters[name] ?? []).length > 0)
    .sort()
    .map((name) => `${name}=${[...(filters[name] ?? [])].sort().join('\u0001')}`)
    .join('\u0002');
}

/**
 * The results cache key (search §4: cached per filters, start, query and location). The sort
 * is part of it too, since another order is another page of results; the selection, tab and
 * carried parameters are not, so choosing a job never refetches the list.
 */
export function searchCacheKey(state: SearchUrlState): readonly string[] {
  const point = state.point ? `${state.point.lat},${state.point.lng}` : '';
  return [
    state.query,
    state.location,
    filtersKey(state.filters),
    String(state.start),
    state.sortBy ?? '',
    point,
    state.bounds ?? '',
  ];
}
