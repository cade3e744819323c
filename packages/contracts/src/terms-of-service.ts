import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';

/**
 * GET /api/pcsx/terms_of_service. The spec reads the answer at data.data.tosAttested, so the
 * payload sits in a second `data` inside the usual envelope. The texts come from the tenant's
 * termsOfService configuration (spec shell §3 Terms-of-service config).
 */
export const termsOfServiceSchema = z.object({
  enabled: z.boolean(),
  version: z.string(),
  tosAttested: z.boolean(),
  acceptedAt: z.string().nullable(),
  headingText: z.string(),
  disclaimerText: z.string(),
  infoText: z.string(),
  helperText: z.string(),
  submitButtonText: z.string(),
});
export type TermsOfService = z.infer<typeof termsOfServiceSchema>;
export const termsOfServiceResponseSchema = dataEnvelope(z.object({ data: termsOfServiceSchema }));
export type TermsOfServiceResponse = z.infer<typeof termsOfServiceResponseSchema>;

/**
 * POST /api/pcsx/terms_of_service (body not shown in the spec): the version the candidate
 * read, so accepting terms that changed meanwhile is refused rather than recorded wrongly.
 */
export const acceptTermsBodySchema = z
  .object({
    version: z.string().trim().min(1).max(40).optional(),
    domain: z.string().trim().min(1).max(253).optional(),
  })
  .nullish();
