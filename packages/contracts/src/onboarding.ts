import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';

/** spec shell §3 Onboarding data. */
export const onboardingDataSchema = z.object({
  /** Whether this site runs onboarding at all (tenant configuration). */
  enabled: z.boolean(),
  isOnboarded: z.boolean(),
  isBootstrapped: z.boolean(),
  bootstrappingConfig: z.record(z.string(), z.unknown()),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;
export const onboardingResponseSchema = dataEnvelope(onboardingDataSchema);

/** POST /api/pcsx/onboarding has no body (spec shell §7); only the tenant may be named. */
export const onboardingBodySchema = z
  .object({ domain: z.string().trim().min(1).max(253).optional() })
  .nullish();
