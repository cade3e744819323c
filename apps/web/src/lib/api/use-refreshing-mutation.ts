import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which every query under `refresh` is read again, so the page shows what
 * the server stored. Its errors are the caller's to show (a toast or the form's fields).
 */
export function useRefreshingMutation<V, R>(refresh: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: refresh }),
    meta: { handlesErrors: true },
  });
}
