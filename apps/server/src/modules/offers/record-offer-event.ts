import type { OfferStatus } from '@opencareers/contracts/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerEvents, offers } from '../../db/schema/index.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { tellCandidate } from './tell-candidate.ts';

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
  set?: Partial<Pick<OfferRow, 'expiresAt'>>;
}

/**
 * The one place an offer changes status. It moves the offer only from an expected status
 * (so declining twice, or accepting a canceled offer, changes nothing), and writes the event
 * row in the same transaction.
 *
 * Once the change is committed the candidate is told (tell-candidate.ts). The notifier keeps
 * one notification per event key, so a retried call never tells twice.
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
    return row;
  });
  if (row) await tellCandidate(notifier, db, row, input.event);
  return row;
}
