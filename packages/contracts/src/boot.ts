import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { tenantConfigSchema } from './tenant-config.ts';
import { bootUserSchema } from './user.ts';

export const domainQuerySchema = z.object({ domain: z.string().trim().min(1).max(253).optional() });

/** Everything the web app needs before its first render. */
export const bootDataSchema = z.object({
  tenant: z.object({ domain: z.string(), name: z.string() }),
  config: tenantConfigSchema,
  user: bootUserSchema,
  csrfToken: z.string(),
});
export type BootData = z.infer<typeof bootDataSchema>;
export const bootResponseSchema = dataEnvelope(bootDataSchema);
export type BootResponse = z.infer<typeof bootResponseSchema>;
