import type { JobCartData } from '@opencareers/contracts/job-cart';
import { jobCartPaths } from '@opencareers/contracts/job-cart-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { personalizedQueryRoots } from '../../../lib/personalization/personalized-queries.ts';

export const jobCartQueryKey = ['job-cart'] as const;
const emptyCart: JobCartData = { jobCartData: [], invalidPositionIds: [] };

/** GET /api/pcsx/job_cart. search §8: a failed load empties the cart. */
export const useJobCart = (enabled: boolean) =>
  useQuery({
    queryKey: jobCartQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(jobCartPaths.cart, {
        schema: () => import('@opencareers/contracts/job-cart').then((m) => m.jobCartResponseSchema),
        signal,
      })
        .then((r) => r.data)
        .catch((error: unknown) => {
          if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
          return emptyCart;
        }),
    enabled,
    meta: { handlesErrors: true },
  });

interface CartChange {
  pids: string[];
  operation: 'add' | 'remove';
}

/**
 * POST /api/pcsx/job_cart with pids, operation and domain (search §7). On success the cart
 * becomes the answer's jobCartData; on failure the cart is unchanged (search §8).
 */
export function useUpdateJobCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pids, operation }: CartChange) =>
      apiRequest(jobCartPaths.cart, {
        method: 'POST',
        json: { pids, operation },
        schema: () => import('@opencareers/contracts/job-cart').then((m) => m.jobCartResponseSchema),
      }).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(jobCartQueryKey, data);
      void client.invalidateQueries({ queryKey: [personalizedQueryRoots.search] });
    },
    meta: { handlesErrors: true },
  });
}
