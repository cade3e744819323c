import { isApiRequestError } from '../api/api-error.ts';
import { catalogueEntryFor } from '../api/error-catalogue.ts';
import { i18n } from '../i18n/i18n.ts';
import { showErrorToast } from './toast.ts';

/**
 * Shows the search §8 catalogue toast for a failed request, if the failure is catalogued.
 * Returns whether it did, so callers can fall back to their own message.
 */
export function notifyRequestError(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  const entry = catalogueEntryFor(error);
  if (!entry) return false;
  showErrorToast(i18n.t(`errors.catalogue.${entry.key}`), entry.duration);
  return true;
}
