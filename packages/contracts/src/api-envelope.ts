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

/** Error codes the server answers with; the client maps the listed ones to catalogue texts. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  badJson: 'BAD_JSON',
  bodyTooLarge: 'BODY_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  notFound: 'NOT_FOUND',
  unknownTenant: 'UNKNOWN_TENANT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  invalidCsrf: 'INVALID_CSRF',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  loginDisabled: 'LOGIN_DISABLED',
  weakPassword: 'WEAK_PASSWORD',
  /** A logged-in user must first accept the current terms of service (the server-side gate). */
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  /** The request no longer matches the server's state (e.g. terms changed while being read). */
  conflict: 'CONFLICT',
  /** An edit made against an older version of a record (admin jobs). */
  versionConflict: 'VERSION_CONFLICT',
  internal: 'INTERNAL',
  // offers (issue 6)
  invalidFile: 'INVALID_FILE',
  tooManyFiles: 'TOO_MANY_FILES',
  offerClosed: 'OFFER_CLOSED',
  offerExpired: 'OFFER_EXPIRED',
  signatureMismatch: 'SIGNATURE_MISMATCH',
  // applications (issue 4)
  alreadyApplied: 'ALREADY_APPLIED',
  positionClosed: 'POSITION_CLOSED',
  // account (issue 12)
  invalidToken: 'INVALID_TOKEN',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Headers shared by server and client (spec search §7, form-toolkit §7). */
export const headers = {
  csrf: 'x-csrf-token',
  invalidCsrf: 'x-invalid-csrf',
  login: 'x-login',
  timezone: 'x-timezone',
  group: 'x-group-id',
  user: 'x-user-id',
} as const;
