import { matchPaths } from '@opencareers/contracts/match-paths';
import {
  recommendationsDefault,
  recommendationsResponseSchema,
} from '@opencareers/contracts/recommendations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';

/** GET /api/pcsx/recommendations: refetched at once when the profile changes (invalidatePersonalizedQueries). */
export const useRecommendations = (num = recommendationsDefault) =>
  useQuery({
    queryKey: [personalizedQueryRoots.recommendations, num] as const,
    queryFn: ({ signal }) =>
      apiRequest(matchPaths.recommendations, {
        query: { num },
        schema: recommendationsResponseSchema,
        signal,
      }).then((r) => r.data),
    // The section shows its own failure; the rest of the dashboard stays usable.
    meta: { handlesErrors: true },
  });
