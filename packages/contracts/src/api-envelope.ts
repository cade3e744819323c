import { z } from 'zod';

/** Every /api/pcsx/* answer wraps its payload in `data` (spec shell §7). */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * The one error shape every endpoint answers with. `message` comes first because the web
 * client reduces errors by reading the response message before anything else (form-toolkit §8).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  /** Per-field messages for form-like requests, keyed by field name. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** On a 409 VERSION_CONFLICT: the version the record has now (admin edits). */
  currentVersion: z.number().int().optional(),
  /** On a refused pipeline action: the record's current state (e.g. an application's status). */
  currentState: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { type ErrorCode, errorCodes, headers } from './api-envelope-constants.ts';
