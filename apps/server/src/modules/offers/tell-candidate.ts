import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positions } from '../../db/schema/index.ts';
import { candidateEvents, offerSourceKey } from '../notifications/candidate-events.ts';
import { type PositionName, positionNameOrStandIn } from '../notifications/event-text.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { offerCandidateEvents } from './offer-candidate-events.ts';
import type { OfferEventName, OfferRow } from './record-offer-event.ts';

/**
 * What the candidate is told, in the transaction of an offer's status change: an extended
 * offer becomes an action-required notification (and email, if they allow it); once the offer
 * is answered or withdrawn, that notification stops asking for action.
 */
export async function tellCandidate(
  notifier: CandidateNotifier,
  tx: Db,
  offer: OfferRow,
  event: OfferEventName,
): Promise<void> {
  if (event !== 'extended') {
    await notifier.resolveAction(tx, offer.tenantId, offerSourceKey(offer.id), offer.candidateId);
    const p = { offerId: offer.id, positionName: await positionTitle(tx, offer) };
    if (event === 'accepted')
      await notifier.notify(tx, offer.tenantId, offer.candidateId, offerCandidateEvents.accepted(p));
    if (event === 'canceled')
      await notifier.notify(tx, offer.tenantId, offer.candidateId, offerCandidateEvents.canceled(p));
    return;
  }
  await notifier.notify(
    tx,
    offer.tenantId,
    offer.candidateId,
    candidateEvents.offerExtended({
      offerId: offer.id,
      positionName: await positionTitle(tx, offer),
      expiresAt: offer.expiresAt,
    }),
  );
}

/**
 * The offer's job title, or, for a job without one (or gone), the catalogue's stand-in
 * ("a position"), which each reader gets in their own language (event-text.ts).
 */
export async function positionTitle(
  db: Db,
  offer: Pick<OfferRow, 'tenantId' | 'positionId'>,
): Promise<PositionName> {
  const [row] = await db
    .select({ title: positions.title })
    .from(positions)
    .where(and(eq(positions.tenantId, offer.tenantId), eq(positions.id, offer.positionId)));
  return positionNameOrStandIn(row?.title);
}
