import { isApiRequestError } from '../api/api-error.ts';
import { catalogueEntryFor } from '../api/error-catalogue.ts';
import { reduceErrorMessage } from '../api/reduce-error-message.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * One localised sentence for a failed request, for screens that show errors inline: the
 * catalogue text when the failure is catalogued (search §8), else the reduced server message
 * (form-toolkit §8).
 */
export function describeRequestError(error: unknown): string {
  const fallback = i18n.t('errors.requestDefault');
  if (!isApiRequestError(error)) return fallback;
  const entry = catalogueEntryFor(error);
  if (entry) return i18n.t(`errors.catalogue.${entry.key}`);
  return reduceErrorMessage({ data: error.data, connectionMessage: error.connectionMessage }, fallback);
}
