import { createEvent, type EventAttributes } from 'ics';
import type { InterviewWithPosition } from './repository.ts';

export interface CalendarContext {
  /** The site's host, which makes the event's UID unique across sites (RFC 5545 §3.8.4.7). */
  domain: string;
  companyName: string;
  /** The absolute address of the candidate's interviews page. */
  pageUrl: string;
}

const kindLabels = {
  video: 'Video interview',
  phone: 'Phone interview',
  onsite: 'Onsite interview',
} as const;

const utcArray = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/**
 * The interview as an iCalendar file (RFC 5545, written by the `ics` package, which folds and
 * escapes the text). Times are UTC so every calendar shows them in its own zone; the same UID
 * with a higher SEQUENCE replaces an earlier download, and a cancelled interview carries
 * STATUS:CANCELLED so an imported copy is marked off.
 */
export function interviewCalendar(row: InterviewWithPosition, ctx: CalendarContext): string {
  const cancelled = row.status === 'cancelled';
  const description = [
    `${kindLabels[row.kind]} with ${ctx.companyName} for ${row.positionTitle}.`,
    row.meetingUrl ? `Join: ${row.meetingUrl}` : null,
    row.interviewers.length ? `Interviewers: ${row.interviewers.join(', ')}` : null,
    row.notes ? `Notes: ${row.notes}` : null,
    `Details: ${ctx.pageUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const event: EventAttributes = {
    uid: `interview-${row.id}@${ctx.domain}`,
    sequence: row.sequence,
    // PUBLISH even when cancelled: iTIP's CANCEL needs an organizer and attendees, and calendars
    // importing a file honour STATUS:CANCELLED with the same UID and a higher SEQUENCE.
    method: 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'opencareers/interviews',
    title: `${cancelled ? 'Cancelled: ' : ''}Interview: ${row.positionTitle} (${ctx.companyName})`,
    description,
    start: utcArray(row.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: row.durationMinutes },
    ...(row.location || row.meetingUrl ? { location: row.location ?? row.meetingUrl ?? '' } : {}),
    ...(row.meetingUrl ? { url: row.meetingUrl } : {}),
    lastModified: utcArray(row.updatedAt),
    busyStatus: 'BUSY',
  };
  const { error, value } = createEvent(event);
  // Every field comes from a validated row, so a refusal here is a programming error.
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
