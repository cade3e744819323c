import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, recruitingEvents } from '../../db/schema/index.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';

/** How long before its start a registered candidate is reminded of an event. */
export const eventReminderWindowMs = 24 * 60 * 60 * 1000;

/**
 * Reminds every registered candidate of a scheduled event starting within the window. Safe to
 * run as often as you like (the job runner runs it with the offer reminders, once an hour on
 * one process): the notifier keeps one reminder per event and start, so a candidate is
 * reminded again only if the event moves. Unpublishing keeps the seats, so it reminds too.
 */
export async function sendEventReminders(db: Db, notifier: CandidateNotifier, now = new Date()) {
  const due = await db
    .select({
      tenantId: recruitingEvents.tenantId,
      eventId: recruitingEvents.id,
      title: recruitingEvents.title,
      startsAt: recruitingEvents.startsAt,
      timeZone: recruitingEvents.timeZone,
      userId: eventRegistrations.userId,
    })
    .from(recruitingEvents)
    .innerJoin(eventRegistrations, eq(eventRegistrations.eventId, recruitingEvents.id))
    .where(
      and(
        eq(recruitingEvents.status, 'scheduled'),
        eq(eventRegistrations.status, 'registered'),
        gt(recruitingEvents.startsAt, now),
        lte(recruitingEvents.startsAt, new Date(now.getTime() + eventReminderWindowMs)),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const { created } = await db.transaction(async (tx) =>
      notifier.notify(
        tx,
        row.tenantId,
        row.userId,
        candidateEvents.eventReminder({
          eventId: row.eventId,
          title: row.title,
          startsAt: row.startsAt,
          timeZone: row.timeZone,
        }),
      ),
    );
    if (created) sent++;
  }
  return sent;
}
