import { analyticsMaxDays } from '@opencareers/contracts/admin-analytics';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 30 days up to today (UTC), the screen's range until the admin picks another. */
export function defaultRange(now = Date.now()): { from: string; to: string } {
  return { from: iso(now - 29 * DAY), to: iso(now) };
}

/** A calendar day as YYYY-MM-DD. */
export const isDay = (s: string | null): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/** A range the server reads: the start on or before the end, fewer than analyticsMaxDays apart. */
export function isRangeAllowed(from: string, to: string): boolean {
  const days = (Date.parse(to) - Date.parse(from)) / DAY;
  return days >= 0 && days < analyticsMaxDays;
}

/** The range in the address, when it is one the server accepts. */
export function rangeFrom(
  params: URLSearchParams,
  now = Date.now(),
): { from: string; to: string; valid: boolean } {
  const fallback = defaultRange(now);
  const from = params.get('from');
  const to = params.get('to');
  if (!from && !to) return { ...fallback, valid: true };
  const range = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return { ...range, valid: isRangeAllowed(range.from, range.to) };
}
