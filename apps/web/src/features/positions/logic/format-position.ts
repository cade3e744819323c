import type { PayRange } from '@opencareers/contracts/position';
import { formatOptions, intlFormat } from '../../../lib/i18n/intl-formats.ts';

/** "€50,000 – €70,000" in the visitor's locale; null when no amount is known. */
export function formatPay(pay: PayRange | null, locale: string): string | null {
  if (!pay || (pay.min === null && pay.max === null)) return null;
  let money: Intl.NumberFormat;
  try {
    money = intlFormat('number', locale, {
      style: 'currency',
      currency: pay.currency,
      maximumFractionDigits: 0,
    });
  } catch {
    money = intlFormat('number', locale, { maximumFractionDigits: 0 });
  }
  const min = pay.min === null ? null : money.format(pay.min);
  const max = pay.max === null ? null : money.format(pay.max);
  if (min && max && min !== max) return `${min} – ${max}`;
  return min ?? max;
}

/** "3 days ago", "yesterday", "today" from an ISO date, relative to `now`. */
export function relativeAge(iso: string, locale: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const days = Math.floor((now.getTime() - then) / 86_400_000);
  const rtf = intlFormat('relative', locale, formatOptions.relativeDays);
  if (days < 1) return rtf.format(0, 'day');
  if (days < 30) return rtf.format(-days, 'day');
  if (days < 365) return rtf.format(-Math.floor(days / 30), 'month');
  return rtf.format(-Math.floor(days / 365), 'year');
}

/** spec search §3: archived_at is below 0 while a position is open. */
export const isOpen = (position: { archived_at: number }): boolean => position.archived_at < 0;
