import { savedPositionPaths } from '@opencareers/contracts/saved-positions-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const savedPositionsQueryKey = ['saved-positions'] as const;

/** GET /api/pcsx/positions/saved: the candidate's saved positions, newest saved first. */
export const useSavedPositions = (enabled = true) =>
  useQuery({
    queryKey: savedPositionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(savedPositionPaths.saved, {
        schema: () =>
          import('@opencareers/contracts/saved-positions').then((m) => m.savedPositionsResponseSchema),
        signal,
      }).then((r) => r.data.positions),
    enabled,
    meta: { handlesErrors: true },
  });
