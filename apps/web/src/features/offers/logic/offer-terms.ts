import type { OfferTerms } from '@opencareers/contracts/offers';
import { formatNumericDay } from '../../../lib/i18n/format-day.ts';

/** Pay in the reader's language and the offer's currency (e.g. "$120,000", "98.000 €"); null when none. */
export function formatOfferPay(terms: Pick<OfferTerms, 'pay_amount' | 'pay_currency'>, language: string) {
  if (terms.pay_amount === null || !terms.pay_currency) return null;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: terms.pay_currency,
    maximumFractionDigits: 0,
  };
  try {
    return new Intl.NumberFormat(language, options).format(terms.pay_amount);
  } catch {
    // An unknown language tag or currency code: still show the amount and its code.
    return `${new Intl.NumberFormat('en').format(terms.pay_amount)} ${terms.pay_currency}`;
  }
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
