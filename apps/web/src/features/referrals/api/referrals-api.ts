import { apiPath } from '@opencareers/contracts/api-path';
import { okResponseSchema } from '@opencareers/contracts/auth';
import type { CreateReferralBody } from '@opencareers/contracts/referrals';
import { referralResponseSchema, referralsResponseSchema } from '@opencareers/contracts/referrals';
import { referralPaths } from '@opencareers/contracts/referrals-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

export const referralsQueryKey = ['referrals'] as const;

/** GET /api/pcsx/dashboard/referrals "reads referrals" (spec shell §7). */
export const referralsQueryOptions = () =>
  queryOptions({
    queryKey: referralsQueryKey,
    queryFn: () => apiRequest(referralPaths.dashboard, { schema: referralsResponseSchema }),
    select: (r) => r.data.referrals,
  });

export const useReferrals = () => useQuery(referralsQueryOptions());

/** Refers someone by email; the referrals tab is refreshed with the new row. */
export const useCreateReferral = () =>
  useRefreshingMutation(referralsQueryKey, (body: CreateReferralBody) =>
    apiRequest(referralPaths.create, { method: 'POST', json: body, schema: referralResponseSchema }),
  );

/** Withdraws one of my unused referrals; it leaves the list. */
export const useWithdrawReferral = () =>
  useRefreshingMutation(referralsQueryKey, (id: string) =>
    apiRequest(apiPath(referralPaths.one, { id }), { method: 'DELETE', schema: okResponseSchema }),
  );

/** Sends an open referral's invitation again (the server allows it once a day). */
export const useResendReferral = () =>
  useRefreshingMutation(referralsQueryKey, (id: string) =>
    apiRequest(apiPath(referralPaths.resend, { id }), { method: 'POST', schema: referralResponseSchema }),
  );
