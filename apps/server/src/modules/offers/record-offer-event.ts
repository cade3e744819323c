import type { OfferStatus } from '@opencareers/contracts/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerEvents, offers, users } from '../../db/schema/index.ts';
import { applyPipelineEvent, type PipelineEvent } from '../applications/status-from-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { candidateLabel, tellAdmins } from './tell-admins.ts';
import { positionTitle, tellCandidate } from './tell-candidate.ts';

export type OfferEventName = 'extended' | 'accepted' | 'declined' | 'canceled';
export type OfferRow = typeof offers.$inferSelect;

export interface OfferEventInput {
  tenantId: string;
  offerId: string;
  /** Who caused it: the candidate, or the admin who extended or canceled. */
  actorId: string | null;
  event: OfferEventName;
  /** The change happens only while the offer is still in one of these; this keeps it race-free. */
  from: readonly OfferStatus[];
  to: OfferStatus;
  /** Other columns changed together with the status (e.g. a new expiry on extend). */
  set?: Partial<Pick<OfferRow, 'expiresAt' | 'declineReason'>>;
}

const pipelineEvents: Partial<Record<OfferEventName, PipelineEvent>> = {
  extended: 'offer_extended',
  accepted: 'offer_accepted',
  declined: 'offer_declined',
};

/**
 * The one place an offer changes status. It moves the offer only from an expected status
 * (so declining twice, or accepting a canceled offer, changes nothing), and writes the event
 * row in the same transaction.
 *
 * The candidate is told (tell-candidate.ts) in that same transaction: if telling fails, the
 * change is rolled back, so no committed change goes untold. `db` may itself be a transaction
 * (offer acceptance stores the signed letter in it); then this runs in a savepoint of it.
 */
export async function recordOfferEvent(
  db: Db,
  notifier: CandidateNotifier,
  input: OfferEventInput,
): Promise<OfferRow | undefined> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(and(eq(offers.tenantId, input.tenantId), eq(offers.id, input.offerId)))
      .for('update');
    if (!current || !input.from.includes(current.status)) return undefined;
    const [row] = await tx
      .update(offers)
      .set({ status: input.to, updatedAt: new Date(), ...input.set })
      .where(and(eq(offers.tenantId, input.tenantId), eq(offers.id, input.offerId)))
      .returning();
    if (!row) return undefined;
    await tx.insert(offerEvents).values({
      tenantId: input.tenantId,
      offerId: input.offerId,
      actorId: input.actorId,
      event: input.event,
      fromStatus: current.status,
      toStatus: input.to,
    });
    await tellCandidate(notifier, tx, row, input.event);
    if (input.event === 'accepted' || input.event === 'declined')
      await tellAdmins(tx, notifier, row.tenantId, {
        offerId: row.id,
        event: input.event,
        ...(await offerNames(tx, row)),
        detail: row.declineReason,
      });
    // The application follows the offer (applications/status-from-events.ts), in this transaction.
    const pipelineEvent = pipelineEvents[input.event];
    if (pipelineEvent)
      await applyPipelineEvent(tx, notifier, {
        tenantId: input.tenantId,
        applicationId: row.applicationId,
        event: pipelineEvent,
        actorId: input.actorId,
      });
    return row;
  });
  return row;
}

/** The candidate's and position's names, as the company's notifications show them. */
export async function offerNames(db: Db, offer: Pick<OfferRow, 'tenantId' | 'positionId' | 'candidateId'>) {
  const [u] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, offer.tenantId), eq(users.id, offer.candidateId)));
  // A programming error, never input: an offer goes with its candidate (on delete cascade).
  if (!u) throw new Error(`offer names: no candidate ${offer.candidateId}`);
  return { candidateName: candidateLabel(u), positionName: await positionTitle(db, offer) };
}

/**
 * An event that does not change the offer's status (a document uploaded, returned, approved,
 * countersigned; the offer expired), written to the same trail.
 */
export async function recordOfferNote(
  tx: Db,
  input: { tenantId: string; offerId: string; actorId: string | null; event: string; status: OfferStatus },
) {
  await tx.insert(offerEvents).values({
    tenantId: input.tenantId,
    offerId: input.offerId,
    actorId: input.actorId,
    event: input.event,
    fromStatus: input.status,
    toStatus: input.status,
  });
}
