/*
 * Numbers and money in the reader's language (issue 21 item 4): "12,500" in English, "12.500"
 * in German, "١٢٬٥٠٠" in Arabic; "€98,000" or "98.000 €". The UI language decides, not the
 * browser's default locale (which `toLocaleString()` without arguments would use).
 */

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** A count or amount without currency. */
export const formatNumber = (value: number, language: string): string =>
  numberFormat(language, { maximumFractionDigits: 2 }).format(value);

/**
 * An amount of money in its currency, whole units. An unknown currency code still shows the
 * amount and its code rather than failing.
 */
export function formatMoney(value: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(value);
  } catch {
    return `${formatNumber(value, language)} ${currency}`;
  }
}
