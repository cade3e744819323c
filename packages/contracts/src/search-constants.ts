/**
 * Search constants quoted from spec search-positions-profile §9 and §4, shared by the server
 * and the web app so neither types them twice.
 */

/** §9: search page size. */
export const searchPageSize = 10;
/** The largest page a client may ask for with `num` (the web app always asks for 10). */
export const searchMaxPageSize = 50;
/** §9: search reload delay after a filter change (ms). */
export const searchReloadDelayMs = 1000;
/** §9: autocomplete typing delay (ms) and cache freshness (ms). */
export const autocompleteDelayMs = 500;
export const autocompleteCacheMs = 2 * 60_000;

/** §9: special values of the location box. */
export const specialLocations = {
  remote: 'remote',
  currentLocation: 'current location',
  mapLocation: 'Map Location',
  mapArea: 'Map Area',
} as const;

/** §9 map constants. */
export const mapConstants = {
  minZoom: 1,
  maxZoom: 13,
  minHeightPx: 200,
  boundsPadding: 100,
  currentLocationMarkerId: 'current-location',
  /** Cluster icon by total jobs: 1 gets the pin; below 10 small; below 60 medium; else large. */
  clusterIconSizes: { small: 76, medium: 88, large: 112 },
  clusterThresholds: { small: 10, medium: 60 },
} as const;

/** The filters the server knows, by their snake_case name (address parameter filter_{name}). */
export const searchFilterNames = [
  'department',
  'country',
  'city',
  'work_place',
  'employment_type',
  'seniority',
  'skills',
  'date_posted',
  'distance',
] as const;
export type SearchFilterName = (typeof searchFilterNames)[number];

/**
 * best_match ranks by the logged-in candidate's match score (ties by relevance); it is offered
 * only to a candidate whose profile can be scored, and the server falls back to relevance
 * (and says so in sortBy.selected) for anyone else (docs/search.md).
 */
export const sortOptions = ['relevance', 'newest', 'distance', 'best_match'] as const;
export type SortOption = (typeof sortOptions)[number];

export const workPlaces = ['onsite', 'hybrid', 'remote'] as const;
export const employmentTypes = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const;
export const seniorities = ['intern', 'entry', 'mid', 'senior', 'lead', 'manager', 'director'] as const;

/** Values of the date-posted filter: within the last N days. */
export const datePostedOptions = ['1', '3', '7', '30'] as const;
/** Values of the distance filter, in kilometres ('0' is "this exact place", used by Map Location). */
export const distanceOptionsKm = ['0', '10', '25', '50', '100', '250'] as const;
/** Radius used when a city is searched without a distance filter (km). */
export const defaultCityRadiusKm = 50;

/** The periods a pay is given per: a profile's wanted pay, an offer's pay. */
export const payPeriods = ['year', 'month', 'hour'] as const;
export type PayPeriod = (typeof payPeriods)[number];

/** A company's search vocabulary (site settings, pcsxConfig.searchConfig.synonyms): limits. */
export const maxSynonymGroups = 200;
export const maxSynonymsPerGroup = 20;
export const maxSynonymLength = 60;
