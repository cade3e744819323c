import { z } from 'zod';

/** POST /vslog (spec shell §7 Analytics): page views, crashes and other client events. */
export const vslogQuerySchema = z.object({
  domain: z.string().max(253).optional(),
  pid: z.string().max(64).optional(),
  namespace: z.string().max(64).optional(),
  event: z.string().max(64).optional(),
});

export const vslogBodySchema = z.object({
  namespace: z.string().min(1).max(64).optional(),
  event: z.string().min(1).max(64).optional(),
  /** A JSON text; parsed and bounded on the server. */
  data_json: z.string().max(16384).default('{}'),
});
export type VslogBody = z.infer<typeof vslogBodySchema>;
