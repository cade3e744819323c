import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { positionSummarySchema } from './position.ts';

/** At most this many positions in one candidate's cart (the spec leaves the limit open). */
export const jobCartLimit = 50;

/** POST /api/pcsx/job_cart (spec search §7): pids, operation add or remove, domain. */
export const jobCartBodySchema = z.object({
  pids: z.array(z.string().trim().min(1).max(100)).min(1).max(jobCartLimit),
  operation: z.enum(['add', 'remove']),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type JobCartBody = z.infer<typeof jobCartBodySchema>;

/** Cart state: the open positions in the cart and the ids of those that closed or vanished. */
export const jobCartDataSchema = z.object({
  jobCartData: z.array(positionSummarySchema),
  invalidPositionIds: z.array(z.string()),
});
export type JobCartData = z.infer<typeof jobCartDataSchema>;
export const jobCartResponseSchema = dataEnvelope(jobCartDataSchema);
