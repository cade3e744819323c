import { calendarFile } from '../../lib/calendar-file.ts';
import { translator } from '../notifications/server-messages.ts';
import type { EventRow } from './repository.ts';

export interface EventCalendarContext {
  /** The site's host, which makes the event's UID unique across sites (RFC 5545 §3.8.4.7). */
  domain: string;
  companyName: string;
  /** The absolute address of the candidate's events page. */
  pageUrl: string;
  /** The language of the texts (server-messages.ts "calendar"); English when absent. */
  locale?: string;
}

/** A recruiting event as an iCalendar file (lib/calendar-file.ts), in the reader's language. */
export function eventCalendar(row: EventRow, ctx: EventCalendarContext): string {
  const cancelled = row.status === 'cancelled';
  const t = translator(ctx.locale ?? 'en');
  const description = [
    row.description,
    row.meetingUrl ? t('calendar.join', { link: row.meetingUrl }) : null,
    t('calendar.details', { link: ctx.pageUrl }),
  ]
    .filter((line): line is string => !!line)
    .join('\n\n');
  const title = `${row.title} (${ctx.companyName})`;
  return calendarFile({
    uid: `event-${row.id}@${ctx.domain}`,
    sequence: row.sequence,
    cancelled,
    productId: 'opencareers/events',
    title: cancelled ? t('calendar.cancelled', { title }) : title,
    description,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    location: row.format === 'online' ? (row.meetingUrl ?? t('calendar.online')) : (row.location ?? ''),
    ...(row.meetingUrl ? { url: row.meetingUrl } : {}),
    updatedAt: row.updatedAt,
  });
}
