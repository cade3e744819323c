import { matchPaths } from '@opencareers/contracts/match-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';

/** search §4: loaded beside the details; a failure leaves only the match part empty. */
export const useMatchDetails = (positionId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [personalizedQueryRoots.matchDetails, positionId] as const,
    queryFn: ({ signal }) =>
      apiRequest(matchPaths.matchDetails, {
        query: { position_id: positionId },
        schema: () => import('@opencareers/contracts/match').then((m) => m.matchDetailsResponseSchema),
        signal,
      }).then((r) => r.data),
    enabled: Boolean(positionId) && enabled,
    staleTime: 60_000,
    retry: false,
    meta: { handlesErrors: true },
  });
