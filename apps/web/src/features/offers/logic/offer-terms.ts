import type { OfferTerms } from '@opencareers/contracts/offers';
import { formatNumericDay } from '../../../lib/i18n/format-day.ts';
import { formatMoney } from '../../../lib/i18n/format-number.ts';

/** Pay in the reader's language and the offer's currency (e.g. "$120,000", "98.000 €"); null when none. */
export function formatOfferPay(terms: Pick<OfferTerms, 'pay_amount' | 'pay_currency'>, language: string) {
  if (terms.pay_amount === null || !terms.pay_currency) return null;
  return formatMoney(terms.pay_amount, terms.pay_currency, language);
}

/** A start date (a calendar day, YYYY-MM-DD) in the reader's numeric format (shell §9), never moved by a time zone. */
export const formatOfferDay = (day: string, language: string): string => formatNumericDay(day, language);

/** The respond-by moment (a timestamp) as a day in the reader's own time zone and format. */
export const formatRespondBy = (iso: string, language: string): string => formatNumericDay(iso, language);

/** True when the offer says anything worth an overview. */
export const hasTerms = (terms: OfferTerms | undefined, expiresAt: string | null): boolean =>
  expiresAt !== null ||
  (!!terms &&
    (formatOfferPay(terms, 'en') !== null || !!terms.start_date || !!terms.place || !!terms.hiring_manager));
