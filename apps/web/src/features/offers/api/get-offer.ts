import { apiPath } from '@opencareers/contracts/api-path';
import { offerPaths, offerResponseSchema } from '@opencareers/contracts/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const offerQueryKey = (id: string) => ['offers', id] as const;

export const getOffer = (id: string) =>
  apiRequest(apiPath(offerPaths.candidateOne, { id }), { schema: offerResponseSchema });

/** shell §7/§9: one offer is cached for a day, never retried, and refetched on window focus. */
export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offerQueryKey(id),
    queryFn: () => getOffer(id),
    select: (r) => r.data.offer,
    staleTime: 24 * 60 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: true,
    meta: { handlesErrors: true },
  });

export const useOffer = (id: string) => useQuery(offerQueryOptions(id));
