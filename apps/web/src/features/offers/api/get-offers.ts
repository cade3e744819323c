import { offerPaths, offersListResponseSchema } from '@opencareers/contracts/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const offersQueryKey = ['offers'] as const;

export const getOffers = () => apiRequest(offerPaths.candidateList, { schema: offersListResponseSchema });

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offersQueryKey, queryFn: getOffers, select: (r) => r.data.offers });

export const useOffers = () => useQuery(offersQueryOptions());
