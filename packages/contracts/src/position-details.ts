import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionDetailsSchema, positionIdSchema } from './position.ts';

/** GET /api/pcsx/position_details (spec shell §7): position_id, domain, optional queried_location. */
export const positionDetailsQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  position_id: positionIdSchema,
  queried_location: z.string().max(200).optional(),
});

/**
 * The position plus metadata.isFallback: when the exact position is gone (closed or
 * removed), the most similar open position is shown instead and isFallback is true.
 */
export const positionDetailsDataSchema = z.object({
  position: positionDetailsSchema,
  metadata: z.object({
    isFallback: z.boolean(),
    requestedPositionId: z.string(),
  }),
});
export type PositionDetailsData = z.infer<typeof positionDetailsDataSchema>;
export const positionDetailsResponseSchema = dataEnvelope(positionDetailsDataSchema);

/** GET /api/pcsx/overrides: per-position display overrides (the tenant's configured overrides). */
export const overridesResponseSchema = dataEnvelope(
  z.object({ overrides: z.record(z.string(), z.string()) }),
);
