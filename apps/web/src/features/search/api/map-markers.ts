import type { mapMarkersResponseSchema } from '@opencareers/contracts/map-markers';
import { mapPaths } from '@opencareers/contracts/map-markers-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { resumeDependentQueryRoots } from '../../../lib/personalization/personalized-queries.ts';
import { type SearchUrlState, searchCacheKey } from '../logic/search-url-state.ts';
import { searchParams } from './search-positions.ts';

type MapMarkersData = z.infer<typeof mapMarkersResponseSchema>['data'];

const fetchMapMarkers = (state: SearchUrlState, zoom: number, signal: AbortSignal): Promise<MapMarkersData> =>
  apiRequest(mapPaths.markers, {
    query: { ...searchParams({ ...state, start: 0 }), start: undefined, num: undefined, zoom },
    schema: () => import('@opencareers/contracts/map-markers').then((m) => m.mapMarkersResponseSchema),
    signal,
  }).then((r) => r.data);

/** The current search's positions clustered for the map, fetched only while the map is open. */
export function useMapMarkers(state: SearchUrlState, zoom: number, enabled: boolean) {
  return useQuery({
    queryKey: [
      resumeDependentQueryRoots.mapMarkers,
      ...searchCacheKey({ ...state, start: 0 }),
      zoom,
    ] as const,
    queryFn: ({ signal }) => fetchMapMarkers(state, zoom, signal),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
