import type { ApiError } from '@opencareers/contracts/api-envelope';

/** Whether `value` is absent or passes `check` (the error shape's fields are all optional here). */
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isString = (v: unknown) => typeof v === 'string';
const isInteger = (v: unknown) => Number.isSafeInteger(v);
const isStringRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString);

/**
 * An error answer read as `apiErrorSchema.partial()` reads it (every field optional, a present
 * field of the wrong type rejects the whole answer), without zod: the API client is in every
 * page's first load, zod is not (issue 17). `read-api-error.test.ts` holds the two to the same
 * results.
 */
export function readApiError(data: unknown): Partial<ApiError> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const d = data as Record<string, unknown>;
  const ok =
    optional(d.statusCode, isInteger) &&
    optional(d.error, isString) &&
    optional(d.code, isString) &&
    optional(d.message, isString) &&
    optional(d.fieldErrors, isStringRecord) &&
    optional(d.currentVersion, isInteger) &&
    optional(d.currentState, isString);
  if (!ok) return undefined;
  const out: Partial<ApiError> = {};
  for (const key of [
    'statusCode',
    'error',
    'code',
    'message',
    'fieldErrors',
    'currentVersion',
    'currentState',
  ] as const)
    if (d[key] !== undefined) Object.assign(out, { [key]: d[key] });
  // As zod reads a record: a `__proto__` key from the JSON is dropped, never carried along.
  if (out.fieldErrors)
    out.fieldErrors = Object.fromEntries(Object.entries(out.fieldErrors).filter(([k]) => k !== '__proto__'));
  return out;
}
