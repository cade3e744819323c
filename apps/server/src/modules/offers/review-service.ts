import { errorCodes } from '@opencareers/contracts/api-envelope';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, signatures, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sha256Hex, databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { acceptIfComplete, stateConflict } from './candidate-service.ts';
import { offerCandidateEvents } from './offer-candidate-events.ts';
import { assertActionable } from './offer-rules.ts';
import { offerNames, recordOfferNote } from './record-offer-event.ts';
import { type OfferWithPosition, offerRepository } from './repository.ts';
import { countersignPdf, stampPdf } from './sign-pdf.ts';
import { storeSignedCopy } from './store-signed-copy.ts';
import { resolveAdminReview, tellAdmins } from './tell-admins.ts';

export interface ReviewContext {
  db: Db;
  notifier: CandidateNotifier;
  tenantId: string;
  tenantName: string;
  admin: { id: string; firstname: string; lastname: string };
  ip: string;
}

const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

async function load(ctx: ReviewContext, offerId: string, documentId: string) {
  const offer = await offerRepository.find(ctx.db, ctx.tenantId, offerId);
  if (!offer) throw new HttpError(404, errorCodes.notFound, 'Offer not found');
  const [doc] = (await offerRepository.documents(ctx.db, ctx.tenantId, [offerId])).filter(
    (d) => d.id === documentId,
  );
  if (!doc) throw new HttpError(404, errorCodes.notFound, 'Document not found');
  return { offer, doc };
}

function assertPendingReview(offer: OfferWithPosition, doc: { status: string; uploadedKey: string | null }) {
  if (doc.status !== 'Pending' || !doc.uploadedKey)
    throw stateConflict('There is no uploaded copy waiting for review.', {
      status: offer.status,
      document_status: doc.status,
    });
  try {
    assertActionable(offer);
  } catch (err) {
    if (err instanceof HttpError)
      throw stateConflict(err.message, { status: offer.status, document_status: doc.status });
    throw err;
  }
}

/**
 * The company approves an uploaded signed copy after comparing it with the original: the copy
 * is stamped with what happened (uploaded by, when, hashes, approved by, when), sealed, and the
 * offer is accepted when nothing else is left to sign.
 */
/**
 * Approving or returning an uploaded copy: changes the document only while it is still the same
 * Pending upload, so when two admins review at once only one of them wins (409 for the other).
 */
async function settlePending(
  tx: Db,
  ctx: ReviewContext,
  offer: OfferWithPosition,
  doc: { id: string; uploadedKey: string | null },
  set: Partial<typeof offerDocuments.$inferInsert>,
) {
  const [updated] = await tx
    .update(offerDocuments)
    .set(set)
    .where(
      and(
        eq(offerDocuments.id, doc.id),
        eq(offerDocuments.tenantId, ctx.tenantId),
        eq(offerDocuments.status, 'Pending'),
        eq(offerDocuments.uploadedKey, doc.uploadedKey!),
      ),
    )
    .returning();
  if (!updated)
    throw stateConflict('This copy was reviewed meanwhile.', {
      status: offer.status,
      document_status: 'changed',
    });
}

export async function approveUpload(ctx: ReviewContext, offerId: string, documentId: string) {
  const { offer, doc } = await load(ctx, offerId, documentId);
  assertPendingReview(offer, doc);
  const [uploaded, original] = await Promise.all([
    storage.get(ctx.db, ctx.tenantId, doc.uploadedKey!),
    storage.get(ctx.db, ctx.tenantId, doc.originalKey),
  ]);
  if (!uploaded || !original) throw new HttpError(409, errorCodes.notFound, 'The uploaded file is missing.');
  const names = await offerNames(ctx.db, offer);
  const [uploader] = doc.uploadedBy
    ? await ctx.db.select().from(users).where(eq(users.id, doc.uploadedBy))
    : [];
  const uploadedBy = uploader ? fullName(uploader) : names.candidateName;
  const approvedAt = new Date();
  const uploadedAt = doc.uploadedAt ?? approvedAt;
  const stamped = await stampPdf(uploaded.content, {
    method: 'upload',
    documentName: doc.name,
    offerId: offer.id,
    uploadedBy,
    uploadedAt,
    uploadIp: doc.uploadedIp ?? 'unknown',
    uploadedSha256: sha256Hex(uploaded.content),
    originalSha256: sha256Hex(original.content),
    approvedBy: fullName(ctx.admin),
    approvedAt,
  }).catch(() => {
    throw new HttpError(
      409,
      errorCodes.invalidFile,
      'The uploaded PDF could not be read. Return it to the candidate.',
    );
  });

  await ctx.db.transaction(async (tx) => {
    const stored = await storeSignedCopy(tx, ctx.tenantId, offer.id, doc.name, stamped, {
      name: uploadedBy,
      reason: `Signed copy of "${doc.name}" uploaded by ${uploadedBy}, approved by ${fullName(ctx.admin)}`,
      location: doc.uploadedIp ?? 'unknown',
      contactInfo: ctx.tenantName,
      signingTime: approvedAt,
    });
    await settlePending(tx, ctx, offer, doc, {
      status: 'Signed',
      signedKey: stored.signedKey,
      unsealedKey: stored.unsealedKey,
      updatedAt: approvedAt,
    });
    await tx.insert(signatures).values({
      tenantId: ctx.tenantId,
      offerId: offer.id,
      documentId: doc.id,
      userId: doc.uploadedBy ?? offer.candidateId,
      method: 'upload',
      signerName: uploadedBy,
      ip: doc.uploadedIp ?? 'unknown',
      userAgent: '',
      sha256Before: sha256Hex(uploaded.content),
      sha256After: stored.sha256,
      signedAt: uploadedAt,
      approvedBy: ctx.admin.id,
      approvedAt,
    });
    await recordOfferNote(tx, {
      tenantId: ctx.tenantId,
      offerId: offer.id,
      actorId: ctx.admin.id,
      event: 'upload_approved',
      status: offer.status,
    });
    await resolveAdminReview(tx, ctx.notifier, ctx.tenantId, offer.id);
    const outcome = await acceptIfComplete(tx, ctx.notifier, ctx.tenantId, offer, ctx.admin.id);
    if (outcome === 'closed')
      throw stateConflict('This offer can no longer be accepted.', { status: offer.status });
    if (outcome === 'pending')
      await ctx.notifier.notify(
        tx,
        ctx.tenantId,
        offer.candidateId,
        offerCandidateEvents.copyApproved({
          offerId: offer.id,
          documentId: doc.id,
          documentName: doc.name,
          positionName: names.positionName,
          approvedAt,
        }),
      );
  });
}

/** The company returns an uploaded copy with a reason; the candidate is told and can upload again. */
export async function returnUpload(ctx: ReviewContext, offerId: string, documentId: string, reason: string) {
  const { offer, doc } = await load(ctx, offerId, documentId);
  assertPendingReview(offer, doc);
  const names = await offerNames(ctx.db, offer);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await settlePending(tx, ctx, offer, doc, {
      status: 'Unsigned',
      uploadedKey: null,
      returnReason: reason,
      returnedAt: now,
      updatedAt: now,
    });
    await recordOfferNote(tx, {
      tenantId: ctx.tenantId,
      offerId: offer.id,
      actorId: ctx.admin.id,
      event: 'upload_returned',
      status: offer.status,
    });
    await resolveAdminReview(tx, ctx.notifier, ctx.tenantId, offer.id);
    await ctx.notifier.notify(
      tx,
      ctx.tenantId,
      offer.candidateId,
      offerCandidateEvents.copyReturned({
        offerId: offer.id,
        documentId: doc.id,
        documentName: doc.name,
        positionName: names.positionName,
        reason,
        returnedAt: now,
      }),
    );
  });
}

/** The company signs after the candidate: a countersignature page, then one new seal over it all. */
export async function countersign(ctx: ReviewContext, offerId: string, documentId: string) {
  const { offer, doc } = await load(ctx, offerId, documentId);
  const done = (await offerRepository.signatures(ctx.db, ctx.tenantId, offer.id)).some(
    (s) => s.documentId === doc.id && s.method === 'countersign',
  );
  if (doc.status !== 'Signed' || !doc.unsealedKey || done)
    throw stateConflict(
      done
        ? 'This document has already been countersigned.'
        : 'Only a document the candidate signed can be countersigned.',
      { status: offer.status, document_status: doc.status },
    );
  const stampedFile = await storage.get(ctx.db, ctx.tenantId, doc.unsealedKey);
  if (!stampedFile) throw new HttpError(409, errorCodes.notFound, 'The signed file is missing.');
  const signedAt = new Date();
  const name = fullName(ctx.admin);
  const pdf = await countersignPdf(stampedFile.content, {
    signerName: name,
    companyName: ctx.tenantName,
    signedAt,
    ip: ctx.ip,
  });
  await ctx.db.transaction(async (tx) => {
    const stored = await storeSignedCopy(tx, ctx.tenantId, offer.id, doc.name, pdf, {
      name,
      reason: `Countersigned for ${ctx.tenantName}`,
      location: ctx.ip,
      contactInfo: ctx.tenantName,
      signingTime: signedAt,
    });
    const [updated] = await tx
      .update(offerDocuments)
      .set({ signedKey: stored.signedKey, unsealedKey: stored.unsealedKey, updatedAt: signedAt })
      .where(and(eq(offerDocuments.id, doc.id), eq(offerDocuments.unsealedKey, doc.unsealedKey!)))
      .returning();
    if (!updated)
      throw stateConflict('This document was countersigned meanwhile.', {
        status: offer.status,
        document_status: doc.status,
      });
    await tx.insert(signatures).values({
      tenantId: ctx.tenantId,
      offerId: offer.id,
      documentId: doc.id,
      userId: ctx.admin.id,
      method: 'countersign',
      signerName: name,
      ip: ctx.ip,
      userAgent: '',
      sha256Before: stampedFile.sha256 ?? sha256Hex(stampedFile.content),
      sha256After: stored.sha256,
      signedAt,
    });
    await recordOfferNote(tx, {
      tenantId: ctx.tenantId,
      offerId: offer.id,
      actorId: ctx.admin.id,
      event: 'countersigned',
      status: offer.status,
    });
    const names = await offerNames(tx, offer);
    await tellAdmins(tx, ctx.notifier, ctx.tenantId, {
      offerId: offer.id,
      event: 'countersigned',
      ...names,
      detail: doc.name,
      occurrence: doc.id,
    });
  });
}
