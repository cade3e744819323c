import { offerPaths } from '@opencareers/contracts/offers-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const offersQueryKey = ['offers'] as const;

// The schema loads with the request: the top bar asks for the list on every page (has-offers.ts).
export const getOffers = () =>
  apiRequest(offerPaths.candidateList, {
    schema: () => import('@opencareers/contracts/offers').then((m) => m.offersListResponseSchema),
  });

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offersQueryKey, queryFn: getOffers, select: (r) => r.data.offers });

export const useOffers = () => useQuery(offersQueryOptions());
