import { matchPaths } from '@opencareers/contracts/match-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { resumeDependentQueryRoots } from '../../../lib/personalization/personalized-queries.ts';

/** search §4: loaded beside the details; a failure leaves only the insights part empty. */
export const usePositionInsights = (positionId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [resumeDependentQueryRoots.positionInsights, positionId] as const,
    queryFn: ({ signal }) =>
      apiRequest(matchPaths.positionInsights, {
        query: { position_id: positionId },
        schema: () => import('@opencareers/contracts/insights').then((m) => m.insightsResponseSchema),
        signal,
      }).then((r) => r.data.insights),
    enabled: Boolean(positionId) && enabled,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { handlesErrors: true },
  });
