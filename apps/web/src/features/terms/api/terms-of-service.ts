import type { BootData } from '@opencareers/contracts/boot';
import type { TermsOfService } from '@opencareers/contracts/terms-of-service';
import { termsPaths } from '@opencareers/contracts/terms-of-service-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { termsQueryRoot } from '../../../lib/query-client.ts';

const termsKey = (user: BootData['user']) => [termsQueryRoot, user.groupId, user.profile?.encId] as const;

/** spec shell §7: the answer is read at data.data. */
export const getTerms = async (signal?: AbortSignal): Promise<TermsOfService> =>
  (
    await apiRequest(termsPaths.termsOfService, {
      schema: () =>
        import('@opencareers/contracts/terms-of-service').then((m) => m.termsOfServiceResponseSchema),
      signal,
    })
  ).data.data;

export const acceptTerms = async (version: string): Promise<TermsOfService> =>
  (
    await apiRequest(termsPaths.termsOfService, {
      method: 'POST',
      json: { version },
      schema: () =>
        import('@opencareers/contracts/terms-of-service').then((m) => m.termsOfServiceResponseSchema),
    })
  ).data.data;

export const termsQuery = (user: BootData['user']) =>
  queryOptions({
    queryKey: termsKey(user),
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });

export const useTerms = (user: BootData['user'], enabled: boolean) =>
  useQuery({ ...termsQuery(user), enabled });

export function useAcceptTerms(user: BootData['user']) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (terms) => {
      client.setQueryData(termsKey(user), terms);
      // Calls the server's gate refused while the modal was up now go through: load them again.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== termsQueryRoot });
    },
    meta: { handlesErrors: true },
  });
}
