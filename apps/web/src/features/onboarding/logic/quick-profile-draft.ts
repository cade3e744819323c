import type { OnboardingDraftValues } from '@opencareers/contracts/onboarding';
import type { QuickProfile } from '../api/profile-setup.ts';

/** The form's starting answers: the autosaved draft where it has them, else blanks. */
export const quickProfileFromDraft = (draft: OnboardingDraftValues | undefined): QuickProfile => ({
  headline: draft?.headline ?? '',
  phone: draft?.phone ?? '',
  location: draft?.location ?? '',
  skills: draft?.skills ?? [],
  workPlaces: draft?.workPlaces ?? [],
  employmentTypes: draft?.employmentTypes ?? [],
});
