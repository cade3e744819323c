import type { EventForCandidate } from '@opencareers/contracts/events';

/**
 * "Wednesday, January 2, 2030, 5:00 – 6:30 PM": start and end in the reader's locale and time
 * zone (or the one given), the date written once when both fall on the same day.
 */
export function formatEventRange(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).formatRange(new Date(startsAt), new Date(endsAt));
}

/** The candidate's own seats first (soonest first), then the other upcoming events. */
export function splitEvents(list: readonly EventForCandidate[]) {
  const mine = list.filter((e) => e.registration?.status === 'registered');
  const others = list.filter((e) => e.registration?.status !== 'registered' && e.status === 'scheduled');
  return { mine, others };
}

/** Whether the candidate can still take a seat. */
export const canRegister = (e: EventForCandidate) =>
  e.status === 'scheduled' && e.registration?.status !== 'registered' && e.spots_left !== 0;
