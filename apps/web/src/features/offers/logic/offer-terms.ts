import type { OfferTerms } from '@opencareers/contracts/offers';

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

const numericDay: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

function dayFormat(language: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

/**
 * A start date (a calendar day, YYYY-MM-DD) in the reader's numeric format: MM/DD/YYYY in US
 * English as shell §9 asks, DD.MM.YYYY in German. Read as UTC so no time zone moves the day.
 */
export function formatOfferDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dayFormat(language, { ...numericDay, timeZone: 'UTC' }).format(date);
}

/** The respond-by moment (a timestamp) as a day in the reader's own time zone and format. */
export function formatRespondBy(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayFormat(language, numericDay).format(date);
}

/** True when the offer says anything worth an overview. */
export const hasTerms = (terms: OfferTerms | undefined, expiresAt: string | null): boolean =>
  expiresAt !== null ||
  (!!terms &&
    (formatOfferPay(terms, 'en') !== null || !!terms.start_date || !!terms.place || !!terms.hiring_manager));
