import { createEvent, type EventAttributes } from 'ics';

/** One event of an iCalendar file, its texts already in the reader's language. */
export interface CalendarEntry {
  /** Unique across sites and kinds: `<kind>-<id>@<domain>` (RFC 5545 §3.8.4.7). */
  uid: string;
  /** Raised on every change so a newer download replaces the one a calendar holds. */
  sequence: number;
  cancelled: boolean;
  /** `opencareers/<kind>` */
  productId: string;
  title: string;
  description: string;
  startsAt: Date;
  /** Either an end or a length. */
  endsAt?: Date;
  durationMinutes?: number;
  location?: string;
  url?: string;
  updatedAt: Date;
}

const utcArray = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/** UTF-8 length of one code point. */
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting
 * with one space; the split falls between code points, never inside a UTF-8 sequence. The
 * `ics` package counts characters, so a line of Japanese came out at up to 225 octets.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first physical line holds 75 octets; each later one 74 after its leading space.
  let room = 75;
  for (const char of line) {
    const n = octets(char.codePointAt(0) ?? 0);
    if (size + n > room) {
      parts.push(current);
      current = '';
      size = 0;
      room = 74;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Undoes §3.1 folding: a CRLF followed by one space or tab is removed. */
export const unfoldLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/**
 * One event as an iCalendar file (RFC 5545), for interviews and recruiting events alike. The
 * `ics` package writes and escapes the properties; the lines are then folded again by octets.
 * Times are UTC so every calendar shows them in its own zone; the same UID with a higher
 * SEQUENCE replaces an earlier download, and a cancelled entry carries STATUS:CANCELLED so an
 * imported copy is marked off.
 */
export function calendarFile(entry: CalendarEntry): string {
  const event: EventAttributes = {
    uid: entry.uid,
    sequence: entry.sequence,
    // PUBLISH even when cancelled: iTIP's CANCEL needs an organizer and attendees, and calendars
    // importing a file honour STATUS:CANCELLED with the same UID and a higher SEQUENCE.
    method: 'PUBLISH',
    status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: entry.productId,
    title: entry.title,
    description: entry.description,
    start: utcArray(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(entry.endsAt
      ? { end: utcArray(entry.endsAt), endInputType: 'utc' as const, endOutputType: 'utc' as const }
      : { duration: { minutes: entry.durationMinutes ?? 0 } }),
    ...(entry.location !== undefined ? { location: entry.location } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    lastModified: utcArray(entry.updatedAt),
    busyStatus: 'BUSY',
  };
  const { error, value } = createEvent(event);
  // Every field comes from a validated row, so a refusal here is a programming error.
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  // Escaped text holds no raw line breaks, so unfolding yields exactly the content lines.
  return unfoldLines(value).split('\r\n').map(foldLine).join('\r\n');
}
