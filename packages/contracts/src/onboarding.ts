import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { employmentTypes, workPlaces } from './search-constants.ts';

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

/**
 * The onboarding "fill it in" form's answers as autosaved (issue 18): its own fields, bounded
 * as the profile bounds them. It asks for no secret (SSN/SIN), so nothing is left out.
 */
export const onboardingDraftValuesSchema = z.strictObject({
  headline: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  location: z.string().max(200).optional(),
  skills: z.array(z.string().max(100)).max(50).optional(),
  workPlaces: z.array(z.enum(workPlaces)).max(workPlaces.length).optional(),
  employmentTypes: z.array(z.enum(employmentTypes)).max(employmentTypes.length).optional(),
});
export type OnboardingDraftValues = z.infer<typeof onboardingDraftValuesSchema>;

/** PUT /api/pcsx/onboarding/draft: every answer typed so far. */
export const saveOnboardingDraftBodySchema = z.object({
  values: onboardingDraftValuesSchema,
  domain: z.string().trim().min(1).max(253).optional(),
});

/** GET and PUT /api/pcsx/onboarding/draft answer the draft (null when there is none). */
export const onboardingDraftResponseSchema = dataEnvelope(
  z.object({
    draft: z.object({ values: onboardingDraftValuesSchema, updated_at: z.string() }).nullable(),
  }),
);
export type OnboardingDraftResponse = z.infer<typeof onboardingDraftResponseSchema>;
