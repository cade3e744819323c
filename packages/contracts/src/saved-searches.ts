import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { domainQuerySchema } from './boot.ts';
import { searchFilterNames, sortOptions, specialLocations } from './search-constants.ts';

export { savedSearchesLimit } from './saved-searches-limit.ts';

/** Locations that stand for coordinates the address carries; a saved search cannot keep them. */
const pointLocations: readonly string[] = [
  specialLocations.currentLocation,
  specialLocations.mapLocation,
  specialLocations.mapArea,
].map((l) => l.toLowerCase());

const filterValues = z.array(z.string().trim().min(1).max(200)).max(50);

/** POST /api/pcsx/saved_searches: the search as the search page's address holds it. */
export const createSavedSearchBodySchema = z.object({
  query: z.string().trim().max(200).default(''),
  location: z
    .string()
    .trim()
    .max(200)
    .default('')
    .refine((l) => !pointLocations.includes(l.toLowerCase()), {
      message: 'Searches around a map point or your current location cannot be saved',
    }),
  /** Selected values by filter name (without the filter_ prefix). */
  filters: z.partialRecord(z.enum(searchFilterNames), filterValues).default({}),
  sort_by: z.enum(sortOptions).optional(),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  query: z.string(),
  location: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  sort_by: z.enum(sortOptions).nullable(),
  /** Words naming the search in lists and notifications, e.g. "designer in Berlin". */
  label: z.string(),
  /** The search page showing this search: /careers/search?query=… */
  url: z.string(),
  createdAt: z.string(),
  lastNotifiedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponseSchema = dataEnvelope(
  z.object({ savedSearches: z.array(savedSearchSchema), limit: z.number().int() }),
);
/** created is false when the same search was already saved (nothing new is stored). */
export const createSavedSearchResponseSchema = dataEnvelope(
  z.object({ savedSearch: savedSearchSchema, created: z.boolean() }),
);

export const savedSearchParamsSchema = z.object({ id: z.uuid({ message: 'Unknown saved search' }) });
export const savedSearchDeleteQuerySchema = domainQuerySchema;
export const deleteSavedSearchResponseSchema = dataEnvelope(
  z.object({ id: z.string(), deleted: z.boolean() }),
);
