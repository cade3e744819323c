/*
 * Numbers and money in the reader's language (issue 21 item 4): "12,500" in English, "12.500"
 * in German, "١٢٬٥٠٠" in Arabic; "€98,000" or "98.000 €". The UI language decides, not the
 * browser's default locale (which `toLocaleString()` without arguments would use).
 */

import { formatOptions, intlFormat } from './intl-formats.ts';

/** A count or amount without currency. */
export const formatNumber = (value: number, language: string): string =>
  intlFormat('number', language, formatOptions.count).format(value);

/**
 * An amount of money in its currency, whole units. An unknown currency code still shows the
 * amount and its code rather than failing.
 */
export function formatMoney(value: number, currency: string, language: string): string {
  try {
    return intlFormat('number', language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      value,
    );
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
