import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionSummarySchema } from './position.ts';

/** The most recommendations one call answers. */
export const recommendationsMax = 20;
/** How many the dashboard shows. */
export const recommendationsDefault = 6;

/** GET /api/pcsx/recommendations (domain, num): "Recommended for you" on the dashboard. */
export const recommendationsQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  num: z.coerce.number().int().min(1).max(recommendationsMax).default(recommendationsDefault),
});
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

/**
 * The open positions that best match the logged-in candidate's profile, best first, leaving
 * out the ones they already applied to. Each carries its `match`. Logged out, without a
 * profile that can be scored, or with matching turned off for the site, `available` is false,
 * `reason` says why and `positions` is empty (answered 200, like match_details).
 */
export const recommendationsDataSchema = z.object({
  available: z.boolean(),
  reason: z.enum(['ok', 'login_required', 'profile_incomplete', 'disabled']),
  strongMatchThreshold: z.number(),
  positions: z.array(positionSummarySchema),
});
export type RecommendationsData = z.infer<typeof recommendationsDataSchema>;
export const recommendationsResponseSchema = dataEnvelope(recommendationsDataSchema);
