import type { Db } from '../../db/client.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { InterviewWithPosition } from './repository.ts';

export type InterviewNews = 'scheduled' | 'moved' | 'details' | 'cancelled';

/**
 * Tells the candidate what happened to their interview. Every event is keyed so that the
 * notifier stores it once: scheduling per interview, a move per new time and sequence, a
 * new place per sequence, a cancellation per interview.
 */
export async function tellCandidate(
  notifier: CandidateNotifier,
  tx: Db,
  row: InterviewWithPosition,
  news: InterviewNews,
): Promise<void> {
  const p = {
    interviewId: row.id,
    positionName: row.positionTitle,
    startsAt: row.startsAt,
    timeZone: row.timeZone,
  };
  const event =
    news === 'scheduled'
      ? candidateEvents.interviewScheduled(p)
      : news === 'moved'
        ? candidateEvents.interviewChanged({ ...p, revision: row.sequence })
        : news === 'details'
          ? candidateEvents.interviewDetailsChanged({ ...p, revision: row.sequence })
          : candidateEvents.interviewCancelled(p);
  await notifier.notify(tx, row.tenantId, row.userId, event);
}
