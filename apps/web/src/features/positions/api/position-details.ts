import { positionDetailPaths } from '@opencareers/contracts/position-details-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { resumeDependentQueryRoots } from '../../../lib/personalization/personalized-queries.ts';

/** Every position's details (what a change to a saved or cart mark refreshes). */
export const positionDetailsQueryRoot = [resumeDependentQueryRoots.positionDetails] as const;
export const positionDetailsQueryKey = (positionId: string) =>
  [...positionDetailsQueryRoot, positionId] as const;

export const positionDetailsQueryOptions = (positionId: string, queriedLocation?: string) =>
  queryOptions({
    queryKey: [...positionDetailsQueryKey(positionId), queriedLocation ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest(positionDetailPaths.details, {
        query: { position_id: positionId, queried_location: queriedLocation },
        schema: () =>
          import('@opencareers/contracts/position-details').then((m) => m.positionDetailsResponseSchema),
        signal,
      }).then((r) => r.data),
    staleTime: 60_000,
    // The page shows 'Failed to load position details' itself (search §8).
    meta: { handlesErrors: true },
  });

export const usePositionDetails = (positionId: string | null, queriedLocation?: string) =>
  useQuery({
    ...positionDetailsQueryOptions(positionId ?? '', queriedLocation),
    enabled: Boolean(positionId),
  });
