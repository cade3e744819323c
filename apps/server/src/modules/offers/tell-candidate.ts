import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positions } from '../../db/schema/index.ts';
import { candidateEvents, offerSourceKey } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { OfferEventName, OfferRow } from './record-offer-event.ts';

/**
 * What the candidate is told after an offer's status change has been committed: an extended
 * offer becomes an action-required notification (and email, if they allow it); once the offer
 * is answered or withdrawn, that notification stops asking for action.
 */
export async function tellCandidate(
  notifier: CandidateNotifier,
  db: Db,
  offer: OfferRow,
  event: OfferEventName,
): Promise<void> {
  if (event !== 'extended') {
    await notifier.resolveAction(offer.tenantId, offerSourceKey(offer.id), offer.candidateId);
    return;
  }
  await notifier.notify(
    offer.tenantId,
    offer.candidateId,
    candidateEvents.offerExtended({
      offerId: offer.id,
      positionName: await positionTitle(db, offer),
      expiresAt: offer.expiresAt,
    }),
  );
}

export async function positionTitle(
  db: Db,
  offer: Pick<OfferRow, 'tenantId' | 'positionId'>,
): Promise<string> {
  const [row] = await db
    .select({ title: positions.title })
    .from(positions)
    .where(and(eq(positions.tenantId, offer.tenantId), eq(positions.id, offer.positionId)));
  return row?.title ?? 'a position';
}
