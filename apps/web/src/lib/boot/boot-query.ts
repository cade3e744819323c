import type { BootData } from '@opencareers/contracts/boot';
import { bootPaths } from '@opencareers/contracts/boot-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { csrfTokenUpdates, setCsrfToken } from '../api/csrf-token.ts';
import { setRequestIdentity } from '../api/request-context.ts';

export const bootQueryKey = ['boot'] as const;

export async function fetchBoot(signal?: AbortSignal): Promise<BootData> {
  const updatesBefore = csrfTokenUpdates();
  const { data } = await apiRequest(bootPaths.boot, {
    schema: () => import('@opencareers/contracts/boot').then((m) => m.bootResponseSchema),
    signal,
  });
  // The response header is the freshest token (the server sets it last, after the body was
  // built); the body's token is the fallback when the header is missing.
  if (csrfTokenUpdates() === updatesBefore) setCsrfToken(data.csrfToken);
  // Every later call needs these; boot is where they first become known.
  setRequestIdentity({ groupId: data.user.groupId, userId: data.user.profile?.encId });
  return data;
}

/** Boot data is loaded once; it changes only when the user logs in or out. */
export const bootQueryOptions = () =>
  queryOptions({
    queryKey: bootQueryKey,
    queryFn: ({ signal }) => fetchBoot(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
