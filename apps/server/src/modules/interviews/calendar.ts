import { calendarFile } from '../../lib/calendar-file.ts';
import { translator } from '../notifications/server-messages.ts';
import type { InterviewWithPosition } from './repository.ts';

export interface CalendarContext {
  /** The site's host, which makes the event's UID unique across sites (RFC 5545 §3.8.4.7). */
  domain: string;
  companyName: string;
  /** The absolute address of the candidate's interviews page. */
  pageUrl: string;
  /** The language of the texts (server-messages.ts "calendar"); English when absent. */
  locale?: string;
}

/** The interview as an iCalendar file (lib/calendar-file.ts), in the candidate's language. */
export function interviewCalendar(row: InterviewWithPosition, ctx: CalendarContext): string {
  const cancelled = row.status === 'cancelled';
  const locale = ctx.locale ?? 'en';
  const t = translator(locale);
  const title = t('calendar.interviewTitle', { position: row.positionTitle, company: ctx.companyName });
  const names = new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(row.interviewers);
  const description = [
    t('calendar.interviewWith', {
      kind: t(`calendar.kinds.${row.kind}`),
      company: ctx.companyName,
      position: row.positionTitle,
    }),
    row.meetingUrl ? t('calendar.join', { link: row.meetingUrl }) : null,
    row.interviewers.length ? t('calendar.interviewers', { names }) : null,
    row.notes ? t('calendar.notes', { notes: row.notes }) : null,
    t('calendar.details', { link: ctx.pageUrl }),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return calendarFile({
    uid: `interview-${row.id}@${ctx.domain}`,
    sequence: row.sequence,
    cancelled,
    productId: 'opencareers/interviews',
    title: cancelled ? t('calendar.cancelled', { title }) : title,
    description,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    ...(row.location || row.meetingUrl ? { location: row.location ?? row.meetingUrl ?? '' } : {}),
    ...(row.meetingUrl ? { url: row.meetingUrl } : {}),
    updatedAt: row.updatedAt,
  });
}
