import type { Db } from '../../db/client.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { type EventRow, eventRepository } from './repository.ts';

/**
 * Tells every candidate holding a seat that the event moved or changed place (once per
 * calendar sequence) or was cancelled (once). Candidates who cancelled hear nothing.
 */
export async function tellRegistrants(
  notifier: CandidateNotifier,
  tx: Db,
  row: EventRow,
  news: 'changed' | 'cancelled',
): Promise<void> {
  const p = { eventId: row.id, title: row.title, startsAt: row.startsAt, timeZone: row.timeZone };
  const event =
    news === 'changed'
      ? candidateEvents.eventChanged({ ...p, revision: row.sequence })
      : candidateEvents.eventCancelled(p);
  for (const userId of await eventRepository.registeredUserIds(tx, row.id))
    await notifier.notify(tx, row.tenantId, userId, event);
}
