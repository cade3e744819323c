import { offerPaths } from '@opencareers/contracts/offers';
import { signingKeyResponseSchema } from '@opencareers/contracts/offers-signing-key';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-signing-key'] as const;

export const useSigningKey = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest(offerPaths.signingKey, { schema: signingKeyResponseSchema }),
    select: (r) => r.data,
  });

export const useRotateSigningKey = () =>
  useRefreshingMutation(key, () =>
    apiRequest(offerPaths.rotateSigningKey, { method: 'POST', schema: signingKeyResponseSchema }),
  );
