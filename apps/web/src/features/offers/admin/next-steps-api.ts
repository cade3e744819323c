import { offerPaths } from '@opencareers/contracts/offers';
import { nextStepsResponseSchema, type SaveNextStepsBody } from '@opencareers/contracts/offers-next-steps';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-next-steps'] as const;

export const useNextSteps = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest(offerPaths.nextSteps, { schema: nextStepsResponseSchema }),
    select: (r) => r.data,
    refetchOnWindowFocus: false,
  });

export const useSaveNextSteps = () =>
  useRefreshingMutation(key, (body: SaveNextStepsBody) =>
    apiRequest(offerPaths.nextSteps, { method: 'PUT', json: body, schema: nextStepsResponseSchema }),
  );
