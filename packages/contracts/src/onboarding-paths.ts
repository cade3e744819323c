/** The onboarding paths, written once (zod-free). */
export const onboardingPaths = {
  onboarding: '/api/pcsx/onboarding',
  draft: '/api/pcsx/onboarding/draft',
} as const;
