import { apiPath } from '@opencareers/contracts/api-path';
import type { CreateSavedSearchBody } from '@opencareers/contracts/saved-searches';
import { savedSearchPaths } from '@opencareers/contracts/saved-searches-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** One user's saved searches: a different login must not see the last one's. */
const savedSearchKeys = {
  all: ['saved-searches'] as const,
  of: (userId: string | undefined) => [...savedSearchKeys.all, userId] as const,
};
const key = savedSearchKeys.of;

export const savedSearchesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: key(userId),
    queryFn: ({ signal }) =>
      apiRequest(savedSearchPaths.list, {
        schema: () =>
          import('@opencareers/contracts/saved-searches').then((m) => m.savedSearchListResponseSchema),
        signal,
      }),
    select: (r) => r.data,
  });

export const useSavedSearches = (userId: string | undefined) => useQuery(savedSearchesQuery(userId));

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) =>
      apiRequest(savedSearchPaths.list, {
        method: 'POST',
        json: body,
        schema: () =>
          import('@opencareers/contracts/saved-searches').then((m) => m.createSavedSearchResponseSchema),
      }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteSavedSearch(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(savedSearchPaths.one, { id }), {
        method: 'DELETE',
        schema: () =>
          import('@opencareers/contracts/saved-searches').then((m) => m.deleteSavedSearchResponseSchema),
      }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: key(userId) }),
    meta: { handlesErrors: true },
  });
}
