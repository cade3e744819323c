import { type OnboardingDraftValues, onboardingDraftResponseSchema } from '@opencareers/contracts/onboarding';
import { onboardingPaths } from '@opencareers/contracts/onboarding-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** GET/PUT/DELETE /api/pcsx/onboarding/draft: the "fill it in" form's autosaved answers. */
const path = onboardingPaths.draft;
export const onboardingDraftKey = ['onboarding', 'draft'] as const;

export const useOnboardingDraft = () =>
  useQuery({
    queryKey: onboardingDraftKey,
    queryFn: () => apiRequest(path, { schema: onboardingDraftResponseSchema }),
    select: (r) => r.data.draft,
    retry: false,
    // Read once when the form opens: after that the form holds the answers.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // A draft that cannot be read leaves an empty form: nothing to tell the candidate.
    meta: { handlesErrors: true },
  });

export const saveOnboardingDraft = async (values: OnboardingDraftValues): Promise<void> => {
  await apiRequest(path, { method: 'PUT', json: { values }, schema: onboardingDraftResponseSchema });
};

export const removeOnboardingDraft = async (): Promise<void> => {
  await apiRequest(path, { method: 'DELETE' });
};
