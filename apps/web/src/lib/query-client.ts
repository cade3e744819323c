import { errorCodes } from '@opencareers/contracts/api-envelope-constants';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api/api-error.ts';
import { bootQueryKey } from './boot/boot-query.ts';
import { notifyRequestError } from './notify/notify-request-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export interface RequestMeta extends Record<string, unknown> {
  /** The screen shows this call's errors itself; skip the global catalogue toast. */
  handlesErrors?: boolean;
}

function onRequestError(error: unknown, meta: RequestMeta | undefined, client: () => QueryClient): void {
  if (!meta?.handlesErrors) notifyRequestError(error);
  // The session is gone: reload who the user is so the shell and route guards reflect it.
  if (isApiRequestError(error) && error.loginRequired) {
    void client().invalidateQueries({ queryKey: bootQueryKey });
  }
  // The server's terms gate: the terms changed or were never accepted. Reload them so the
  // gate's modal shows; the refused call says nothing itself (no toast behind the modal).
  if (isApiRequestError(error) && error.code === errorCodes.termsNotAccepted) {
    void client().invalidateQueries({ queryKey: [termsQueryRoot] });
  }
}

// 4xx answers and unreadable bodies will not improve on a retry; connection and 5xx errors may.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiRequestError(error)) return true;
  if (error.badJson) return false;
  return error.status === 0 || error.status >= 500;
}

/** The first query key part of the terms of service (features/terms). */
export const termsQueryRoot = 'terms-of-service';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onRequestError(error, query.meta, () => client),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onRequestError(error, mutation.meta, () => client),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
