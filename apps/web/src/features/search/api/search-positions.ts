import type { SearchData } from '@opencareers/contracts/search';
import { searchPaths } from '@opencareers/contracts/search-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import type { QueryParams } from '../../../lib/api/query-string.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';
import { FILTER_PREFIX, PAGE_SIZE, type SearchUrlState, searchCacheKey } from '../logic/search-url-state.ts';

/** GET /api/pcsx/search parameters for a page state (spec shell §7). */
export function searchParams(state: SearchUrlState): QueryParams {
  const params: QueryParams = {
    query: state.query,
    location: state.location,
    start: state.start,
    num: PAGE_SIZE,
    sort_by: state.sortBy,
    lat: state.point?.lat,
    lng: state.point?.lng,
    bounds: state.bounds,
  };
  for (const [name, values] of Object.entries(state.filters)) params[`${FILTER_PREFIX}${name}`] = values;
  return params;
}

export const searchQueryKey = (state: SearchUrlState) =>
  [personalizedQueryRoots.search, ...searchCacheKey(state)] as const;

export const fetchSearch = (state: SearchUrlState, signal?: AbortSignal): Promise<SearchData> =>
  apiRequest(searchPaths.search, {
    query: searchParams(state),
    schema: () => import('@opencareers/contracts/search').then((m) => m.searchResponseSchema),
    signal,
  }).then((r) => r.data);

/**
 * search §4: results are cached per filters, start, query and location, so going back to a
 * page already seen shows it at once. The previous page stays on screen while the next loads.
 */
export const searchQueryOptions = (state: SearchUrlState) =>
  queryOptions({
    queryKey: searchQueryKey(state),
    queryFn: ({ signal }) => fetchSearch(state, signal),
    staleTime: 5 * 60_000,
    gcTime: 15 * 60_000,
    placeholderData: keepPreviousData,
    // The page shows its own toast and error panel (search §8 'Failed to load positions').
    meta: { handlesErrors: true },
  });

export const useSearchPositions = (state: SearchUrlState) => useQuery(searchQueryOptions(state));
