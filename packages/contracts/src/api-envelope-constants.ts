// The API envelope's plain values (error codes, header names), apart from its zod schemas
// (api-envelope.ts re-exports them): the web's first view reads these without loading zod
// (issue 17, docs/performance.md).

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
  // events (issue 20): every seat is taken; the event is cancelled or over
  eventFull: 'EVENT_FULL',
  eventClosed: 'EVENT_CLOSED',
  // referrals (issue 20): the person already has an open referral to the job
  referralExists: 'REFERRAL_EXISTS',
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
