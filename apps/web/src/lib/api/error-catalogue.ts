import { errorCodes } from '@opencareers/contracts/api-envelope-constants';
import { toastDurations } from '@opencareers/contracts/constants';
import type { ApiRequestError } from './api-error.ts';

/** Keys of the search §8 catalogue texts (messages live under errors.catalogue in the locales). */
export type CatalogueKey =
  | 'tooManyRequests'
  | 'sessionTimedOut'
  | 'invalidCsrf'
  | 'noPermission'
  | 'serverError'
  | 'apiResponseError'
  | 'unexpected';

export interface CatalogueEntry {
  key: CatalogueKey;
  /** Toast duration in ms (search §9: error toasts last 2 to 3 s). */
  duration: number;
}

/*
 * Codes that mean the exchange itself broke (not the visitor's input), so the visitor can
 * only be told that the API answered with an error. Codes with a message meant for the
 * visitor (validation, credentials, taken email…) are left to the screen that made the call.
 */
export const listedErrorCodes: readonly string[] = [
  errorCodes.badJson,
  errorCodes.unsupportedMedia,
  errorCodes.unknownTenant,
  errorCodes.internal,
];

const entry = (key: CatalogueKey): CatalogueEntry => ({ key, duration: toastDurations.errorLong });

/**
 * Maps a failed request to its search §8 catalogue message, or null when the failure is not
 * one of the catalogued situations. First match wins, most specific first.
 */
export function catalogueEntryFor(error: ApiRequestError): CatalogueEntry | null {
  if (error.status === 429) return entry('tooManyRequests');
  if (error.loginRequired) return entry('sessionTimedOut');
  if (error.invalidCsrf) return entry('invalidCsrf');
  // A 403 is a permission check unless it carries a code with its own meaning (e.g. login disabled).
  if (error.status === 403 && (!error.code || error.code === errorCodes.forbidden))
    return entry('noPermission');
  if (error.status >= 500 && error.method === 'GET') return entry('serverError');
  if (error.code && listedErrorCodes.includes(error.code)) return entry('apiResponseError');
  if (error.badJson) return entry('unexpected');
  return null;
}
