/*
 * Numbers and money in the reader's language (issue 21 item 4): "12,500" in English, "12.500"
 * in German, "١٢٬٥٠٠" in Arabic; "€98,000" or "98.000 €". The UI language decides, not the
 * browser's default locale (which `toLocaleString()` without arguments would use).
 */

/**
 * One Intl.NumberFormat per language and options, kept: making one is costly (a profile of
 * /careers on a 4× slowed processor spent ~50 ms making them), and a page formats hundreds of
 * numbers (every filter option's count, every message's `{{count, number}}`).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
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
    return numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${formatNumber(value, language)} ${currency}`;
  }
}

/**
 * i18next's `number` format (`{{count, number}}` in the messages) through the kept formats.
 * i18next's own made a new Intl.NumberFormat for every value it formatted. Messages use the
 * format without options (number-placeholders.test.ts checks), so none are read here.
 */
export const messageNumberFormat = (value: unknown, language: string | undefined): string =>
  typeof value === 'number' ? formatNumber(value, language ?? 'en') : String(value);
