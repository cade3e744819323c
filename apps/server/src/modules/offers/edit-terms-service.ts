import { errorCodes } from '@opencareers/contracts/api-envelope';
import { type EditOfferTermsBody, type OfferStatus, openOfferStatuses } from '@opencareers/contracts/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, offers } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { stateConflict } from './candidate-service.ts';
import { offerInput, tenantLetterTemplate } from './letter-template-service.ts';
import { offerCandidateEvents } from './offer-candidate-events.ts';
import { generateOfferLetter } from './offer-letter-template.ts';
import { recordOfferNote } from './record-offer-event.ts';
import { offerRepository } from './repository.ts';

/** Before the candidate answers: a draft, or an extended offer still open. */
const editableStatuses: readonly OfferStatus[] = ['Draft', ...openOfferStatuses];

type Tenant = { id: string; name: string };

/**
 * Why the terms cannot change now, with the state the admin should see; undefined when they can.
 * An open offer past its respond-by date is expired; a document signed or waiting for review
 * means the candidate has started answering.
 */
function refusal(
  offer: { status: OfferStatus; expiresAt: Date | null; updatedAt: Date },
  docs: { status: string }[],
  version: string,
  now: Date,
): HttpError | undefined {
  const state = { status: offer.status, updated_at: offer.updatedAt.toISOString() };
  if (!editableStatuses.includes(offer.status))
    return stateConflict(`An offer that is ${offer.status} can no longer be edited.`, state);
  if (offer.status !== 'Draft' && offer.expiresAt && offer.expiresAt.getTime() <= now.getTime())
    return stateConflict('This offer has expired and can no longer be edited.', {
      ...state,
      status: 'Expired',
    });
  const started = docs.find((d) => d.status === 'Signed' || d.status === 'Pending');
  if (started)
    return stateConflict('The candidate has started signing; the terms can no longer be edited.', {
      ...state,
      document_status: started.status,
    });
  if (offer.updatedAt.toISOString() !== new Date(version).toISOString())
    return stateConflict('Someone changed this offer meanwhile. Reload it to see the current terms.', state);
  return undefined;
}

/**
 * Changes an offer's terms before the candidate answers and, when asked, draws its offer letter
 * again with them. The offer row is locked and its `updated_at` must still be the version the
 * admin edited, so of two admins editing at once one wins and the other gets 409 (nothing
 * changed). The letter is swapped only while it is still unsigned. The candidate of an extended
 * offer is told, in the same transaction.
 */
export async function editOfferTerms(
  db: Db,
  notifier: CandidateNotifier,
  tenant: Tenant,
  adminId: string,
  offerId: string,
  body: EditOfferTermsBody,
): Promise<void> {
  const offer = await offerRepository.find(db, tenant.id, offerId);
  if (!offer) throw new HttpError(404, errorCodes.notFound, 'Offer not found');
  const now = new Date();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  const early = refusal(offer, await offerRepository.documents(db, tenant.id, [offerId]), body.version, now);
  if (early) throw early;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new HttpError(400, errorCodes.validation, 'Choose a respond-by date in the future.', {
      expires_at: 'Choose a respond-by date in the future.',
    });
  const terms = {
    payAmount: body.pay_amount,
    payCurrency: body.pay_currency,
    payPeriod: body.pay_period,
    startDate: body.start_date,
    place: body.place,
    hiringManager: body.hiring_manager,
    expiresAt,
  };
  // Drawn before the transaction (PDF drawing is CPU work); only the new terms go into it.
  const letter = body.regenerate_letter
    ? await generateOfferLetter(
        { ...(await offerInput(db, tenant, offerId, terms)), issuedAt: now },
        await tenantLetterTemplate(db, tenant.id),
      )
    : null;

  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, tenant.id), eq(offers.id, offerId)))
      .for('update');
    if (!locked) throw new HttpError(404, errorCodes.notFound, 'Offer not found');
    const docs = await offerRepository.documents(tx, tenant.id, [offerId]);
    const refused = refusal(locked, docs, body.version, now);
    if (refused) throw refused;
    const [row] = await tx
      .update(offers)
      .set({ ...terms, updatedAt: new Date() })
      .where(and(eq(offers.tenantId, tenant.id), eq(offers.id, offerId)))
      .returning();
    if (!row) throw new Error('offer update returned nothing');

    const letterDoc = docs.find((d) => d.documentType === 'offer_letter');
    if (letter && letterDoc) {
      const stored = await storage.put(tx, tenant.id, {
        content: letter,
        contentType: 'application/pdf',
        filename: `${letterDoc.name}.pdf`,
        prefix: `offers/${offerId}/original`,
      });
      // Only while it is the same unsigned letter: a signature that lands meanwhile wins.
      const [swapped] = await tx
        .update(offerDocuments)
        .set({ originalKey: stored.key, updatedAt: new Date() })
        .where(
          and(
            eq(offerDocuments.id, letterDoc.id),
            eq(offerDocuments.tenantId, tenant.id),
            eq(offerDocuments.status, 'Unsigned'),
            eq(offerDocuments.originalKey, letterDoc.originalKey),
          ),
        )
        .returning({ id: offerDocuments.id });
      if (!swapped)
        throw stateConflict('The candidate has started signing; the terms can no longer be edited.', {
          status: locked.status,
          document_status: 'changed',
        });
    }
    await recordOfferNote(tx, {
      tenantId: tenant.id,
      offerId,
      actorId: adminId,
      event: 'terms_updated',
      status: locked.status,
    });
    // A draft is not shown to the candidate yet: they learn its terms when it is extended.
    if (openOfferStatuses.includes(locked.status))
      await notifier.notify(
        tx,
        tenant.id,
        row.candidateId,
        offerCandidateEvents.updated({
          offerId,
          positionName: offer.positionTitle,
          updatedAt: row.updatedAt,
          letterChanged: !!(letter && letterDoc),
        }),
      );
  });
}
