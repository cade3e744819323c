import type { FastifyRequest } from 'fastify';

/** The time zone the panel sent with the message (checked by the route's schema), if any. */
export function visitorTimeZone(request: FastifyRequest): string | undefined {
  const zone = (request.body as { time_zone?: unknown } | undefined)?.time_zone;
  return typeof zone === 'string' ? zone : undefined;
}

/**
 * A moment as the visitor reads it: their language, their clock, the zone named ("29 Nov 2026,
 * 15:00 GMT+9"); in UTC when the panel sent no zone (a visitor is never told a bare time).
 */
export function visitorTime(date: Date, locale: string, timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  // dateStyle and timeStyle cannot be combined with timeZoneName: the zone is named apart.
  const moment = new Intl.DateTimeFormat([locale, 'en'], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
  return `${moment.format(date)} ${zoneName(date, locale, zone)}`;
}

const zoneName = (date: Date, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat([locale, 'en'], { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
