import { savedPositionPaths } from '@opencareers/contracts/saved-positions-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';
import { positionDetailsQueryRoot } from './position-details.ts';
import { savedPositionsQueryKey } from './saved-positions.ts';

interface SaveVariables {
  positionId: string;
  save: boolean;
}

/**
 * Saves or unsaves a position. Lists that show the saved flag (search results, details, the
 * saved-jobs page) are refreshed afterwards so every view agrees.
 */
export function useSavePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, save }: SaveVariables) =>
      apiRequest(save ? savedPositionPaths.save : savedPositionPaths.unsave, {
        method: 'POST',
        json: { position_id: positionId },
        schema: () =>
          import('@opencareers/contracts/saved-positions').then((m) => m.savePositionResponseSchema),
      }).then((r) => r.data),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: savedPositionsQueryKey }),
        client.invalidateQueries({ queryKey: [personalizedQueryRoots.search] }),
        client.invalidateQueries({ queryKey: positionDetailsQueryRoot }),
      ]);
    },
  });
}
