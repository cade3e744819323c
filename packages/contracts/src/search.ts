import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionSummarySchema } from './position.ts';
import { searchFilterNames, searchMaxPageSize, sortOptions } from './search-constants.ts';

const text = (max: number) => z.string().max(max);

/**
 * GET /api/pcsx/search (spec shell §7): domain, query, location, start, optional sort_by and
 * one repeated filter_{snake_case_name} per selected value. lat/lng carry the browser's
 * coordinates for 'current location' and the clicked point for 'Map Location'; bounds
 * ("south,west,north,east") carries the map area for 'Map Area'. Unknown filter_* names
 * are accepted and dropped (spec search §5); other unknown parameters are ignored.
 */
export const searchQuerySchema = z
  .object({
    domain: z.string().trim().min(1).max(253).optional(),
    query: text(200).optional(),
    location: text(200).optional(),
    start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    num: z.coerce.number().int().min(1).max(searchMaxPageSize).optional(),
    sort_by: z.enum(sortOptions).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    bounds: text(200).optional(),
  })
  // filter_{name}: a string, or an array when repeated; read (and bounded) by the server.
  .catchall(z.unknown());
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterDefinitionSchema = z.object({
  filterName: z.enum(searchFilterNames),
  label: z.string(),
  /** single: one value at a time (date posted, distance); multi: any number, OR-ed. */
  type: z.enum(['single', 'multi']),
  options: z.array(filterOptionSchema),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const resolvedLocationSchema = z.object({
  /** What the location box resolved to. 'text' = no gazetteer match; matched against position locations. */
  kind: z.enum(['city', 'country', 'remote', 'point', 'area', 'text']),
  label: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  countryCode: z.string().nullable(),
  /** Radius in km used for a city or point, null otherwise. */
  radiusKm: z.number().nullable(),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;

export const searchDataSchema = z.object({
  count: z.number().int(),
  positions: z.array(positionSummarySchema),
  filterDef: z.object({ allFilters: z.array(filterDefinitionSchema) }),
  sortBy: z.object({
    selected: z.enum(sortOptions),
    options: z.array(z.object({ label: z.string(), value: z.enum(sortOptions) })),
  }),
  /** The filters actually applied, by name, after unknown names and values were dropped. */
  appliedFilters: z.record(z.string(), z.array(z.string())),
  resultsMetaData: z.object({
    start: z.number().int(),
    num: z.number().int(),
    query: z.string(),
    location: z.string(),
    resolvedLocation: resolvedLocationSchema.nullable(),
    /** Query words that were corrected (typo tolerance): word → what it matched. */
    corrections: z.record(z.string(), z.string()),
    /**
     * "Did you mean": when the query found nothing or very little, the same query with a
     * misspelt or rare word replaced by a near spelling that finds more; null otherwise.
     */
    didYouMean: z.string().nullable(),
    droppedFilters: z.array(z.string()),
  }),
  savedSearchMetadata: z.object({
    /** Saved-search notifications need the setting enabled and login allowed (spec search §6). */
    enabled: z.boolean(),
    isLoggedIn: z.boolean(),
  }),
  debug: z.object({
    tookMs: z.number(),
    indexVersion: z.string(),
    indexedPositions: z.number().int(),
    matchedBeforeFilters: z.number().int(),
  }),
});
export type SearchData = z.infer<typeof searchDataSchema>;
export const searchResponseSchema = dataEnvelope(searchDataSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
