import { applyFormResponseSchema } from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const applyFormQueryKey = (positionId: string) => ['apply-form', positionId] as const;

export const applyFormQueryOptions = (positionId: string) =>
  queryOptions({
    queryKey: applyFormQueryKey(positionId),
    queryFn: () =>
      apiRequest(applicationPaths.applyForm, {
        query: { position_id: positionId },
        schema: applyFormResponseSchema,
      }),
    select: (r) => r.data,
    // A missing position is an answer, not a hiccup to retry.
    retry: false,
    meta: { handlesErrors: true },
  });

export const useApplyForm = (positionId: string) => useQuery(applyFormQueryOptions(positionId));
