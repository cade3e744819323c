import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionSummarySchema } from './position.ts';

/** At most this many saved positions per candidate (the spec leaves the limit open). */
export const savedPositionsLimit = 500;

/** GET /api/pcsx/positions/saved (spec shell §7): reads positions, newest saved first. */
export const savedPositionsResponseSchema = dataEnvelope(
  z.object({ positions: z.array(positionSummarySchema) }),
);

/** POST /api/pcsx/positions/save and /api/pcsx/positions/unsave. */
export const savePositionBodySchema = z.object({
  position_id: z.string().trim().min(1).max(100),
  domain: z.string().trim().min(1).max(253).optional(),
});
export const savePositionResponseSchema = dataEnvelope(
  z.object({ position_id: z.string(), isSaved: z.boolean() }),
);
