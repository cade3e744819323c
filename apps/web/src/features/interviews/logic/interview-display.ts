import type { CandidateInterview } from '@opencareers/contracts/interviews';

/** Upcoming (not yet over) soonest first, and past (over) latest first; cancelled ones stay in place, marked. */
export function splitInterviews(list: readonly CandidateInterview[], now: Date) {
  const upcoming = list
    .filter((i) => new Date(i.ends_at).getTime() > now.getTime())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const past = list
    .filter((i) => new Date(i.ends_at).getTime() <= now.getTime())
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
  return { upcoming, past };
}

/**
 * "Wednesday, January 2, 2030, 3:30 – 4:15 PM": the start and end in the reader's locale and
 * time zone (or the one given), as one range so the date is written once.
 */
export function formatInterviewRange(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone?: string,
): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** The start's time of day as written where the interview was planned, e.g. "15:30" in Berlin. */
export function formatPlannedTime(startsAt: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** The link is offered while the interview is on and only as an http(s) address. */
export const joinable = (i: Pick<CandidateInterview, 'meeting_url' | 'status' | 'ends_at'>, now: Date) =>
  i.status === 'scheduled' &&
  !!i.meeting_url &&
  /^https?:\/\//i.test(i.meeting_url) &&
  new Date(i.ends_at).getTime() > now.getTime();
