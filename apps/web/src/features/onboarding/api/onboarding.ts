import type { BootData } from '@opencareers/contracts/boot';
import type { OnboardingData } from '@opencareers/contracts/onboarding';
import { onboardingPaths } from '@opencareers/contracts/onboarding-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const getOnboarding = async (signal?: AbortSignal): Promise<OnboardingData> =>
  (
    await apiRequest(onboardingPaths.onboarding, {
      schema: () => import('@opencareers/contracts/onboarding').then((m) => m.onboardingResponseSchema),
      signal,
    })
  ).data;

/** spec shell §7: POST /api/pcsx/onboarding, no body. */
export const postOnboarding = async (): Promise<OnboardingData> =>
  (
    await apiRequest(onboardingPaths.onboarding, {
      method: 'POST',
      schema: () => import('@opencareers/contracts/onboarding').then((m) => m.onboardingResponseSchema),
    })
  ).data;

/** While the account is being bootstrapped, look again every two seconds. */
const BOOTSTRAP_POLL_MS = 2_000;

export const onboardingQuery = (user: BootData['user']) =>
  queryOptions({
    queryKey: ['onboarding', user.groupId, user.profile?.encId] as const,
    queryFn: ({ signal }) => getOnboarding(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
    refetchInterval: (query) =>
      query.state.data?.isOnboarded && !query.state.data.isBootstrapped ? BOOTSTRAP_POLL_MS : false,
  });

export const useOnboarding = (user: BootData['user'], enabled: boolean) =>
  useQuery({ ...onboardingQuery(user), enabled });
