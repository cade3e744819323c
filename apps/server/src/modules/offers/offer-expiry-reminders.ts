import { and, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { candidateEvents } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { positionTitle } from './tell-candidate.ts';

/** How long before expiry a candidate with an unanswered offer is reminded. */
export const offerReminderWindowMs = 2 * 24 * 60 * 60 * 1000;

/**
 * Reminds every candidate whose open offer expires within the window. Safe to run as often as
 * you like (the job runner runs it once an hour, on one process): the notifier keeps one
 * reminder per offer and expiry date, so a candidate is reminded again only if the company
 * moves the expiry.
 */
export async function sendOfferExpiryReminders(db: Db, notifier: CandidateNotifier, now = new Date()) {
  const due = await db
    .select()
    .from(offers)
    .where(
      and(
        inArray(offers.status, ['Extended', 'Contract Extended']),
        gt(offers.expiresAt, now),
        lte(offers.expiresAt, new Date(now.getTime() + offerReminderWindowMs)),
      ),
    );
  let sent = 0;
  for (const offer of due) {
    if (!offer.expiresAt) continue;
    const expiresAt = offer.expiresAt;
    const { created } = await db.transaction(async (tx) =>
      notifier.notify(
        tx,
        offer.tenantId,
        offer.candidateId,
        candidateEvents.offerExpiring({
          offerId: offer.id,
          positionName: await positionTitle(tx, offer),
          expiresAt,
        }),
      ),
    );
    if (created) sent++;
  }
  return sent;
}
