import { z } from 'zod';

/** /healthz and /readyz; `waitingFor` names the start-up work a starting process still does. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'starting', 'unavailable']),
  waitingFor: z.array(z.string()).optional(),
});
