import { and, eq, inArray, isNotNull, lte, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerEvents, offers } from '../../db/schema/index.ts';
import { offerSourceKey } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { offerCandidateEvents } from './offer-candidate-events.ts';
import { offerNames, recordOfferNote } from './record-offer-event.ts';
import { tellAdmins } from './tell-admins.ts';

/**
 * Marks open offers whose respond-by date has passed (Expired stays derived on read, shell §3):
 * once per offer and expiry it writes an "expired" event, ends the candidate's "action
 * required", tells the candidate and the company. Re-extending with a new date makes it open
 * again, and a later expiry is marked again. Runs with the offer reminders (jobs/plugin.ts).
 */
export async function markExpiredOffers(db: Db, notifier: CandidateNotifier, now = new Date()) {
  const due = await db
    .select()
    .from(offers)
    .where(
      and(
        inArray(offers.status, ['Extended', 'Contract Extended']),
        isNotNull(offers.expiresAt),
        lte(offers.expiresAt, now),
        // Not already marked for this expiry: a mark is written after the expiry passed, so a
        // re-extended offer (new, later expiry) is marked again when that one passes.
        notExists(
          db
            .select({ id: offerEvents.id })
            .from(offerEvents)
            .where(
              and(
                eq(offerEvents.offerId, offers.id),
                eq(offerEvents.event, 'expired'),
                lte(offers.expiresAt, offerEvents.createdAt),
              ),
            ),
        ),
      ),
    );
  let marked = 0;
  for (const offer of due) {
    const expiresAt = offer.expiresAt!;
    await db.transaction(async (tx) => {
      await recordOfferNote(tx, {
        tenantId: offer.tenantId,
        offerId: offer.id,
        actorId: null,
        event: 'expired',
        status: offer.status,
      });
      await notifier.resolveAction(tx, offer.tenantId, offerSourceKey(offer.id), offer.candidateId);
      const names = await offerNames(tx, offer);
      await notifier.notify(
        tx,
        offer.tenantId,
        offer.candidateId,
        offerCandidateEvents.expired({ offerId: offer.id, positionName: names.positionName, expiresAt }),
      );
      await tellAdmins(tx, notifier, offer.tenantId, {
        offerId: offer.id,
        event: 'expired',
        ...names,
        occurrence: expiresAt.toISOString(),
      });
    });
    marked++;
  }
  return marked;
}
