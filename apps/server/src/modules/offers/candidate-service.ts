import { errorCodes } from '@opencareers/contracts/api-envelope';
import { apiPath } from '@opencareers/contracts/api-path';
import { type Offer, offerMessages, offerPaths, openOfferStatuses } from '@opencareers/contracts/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, signatures } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UserRow } from '../auth/repository.ts';
import { assertPdf } from '../files/check-pdf.ts';
import { sha256Hex, databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { tenantNextSteps } from './next-steps-service.ts';
import { acceptedStatus, assertActionable, assertAgreed, assertSignatureName } from './offer-rules.ts';
import type { SignUpload } from './read-sign-upload.ts';
import { recordOfferEvent, recordOfferNote } from './record-offer-event.ts';
import {
  currentKey,
  type OfferDocumentRow,
  type OfferWithPosition,
  offerRepository,
  toOffer,
  toOfferDocument,
} from './repository.ts';
import { stampPdf } from './sign-pdf.ts';
import { storeSignedCopy } from './store-signed-copy.ts';
import { candidateLabel, tellAdmins } from './tell-admins.ts';

export interface CandidateContext {
  db: Db;
  tenantId: string;
  user: UserRow;
  ip: string;
  userAgent: string;
  notifier: CandidateNotifier;
}

export const documentFileUrl = (offerId: string, documentId: string) =>
  apiPath(offerPaths.candidateDocumentFile, { id: offerId, documentId });

const notFound = () => new HttpError(404, errorCodes.notFound, 'Offer not found');

/** Another candidate's offer, or a draft, is answered exactly like a missing one. */
export async function loadOwnOffer(ctx: CandidateContext, id: string): Promise<OfferWithPosition> {
  const offer = await offerRepository.find(ctx.db, ctx.tenantId, id);
  if (!offer || offer.candidateId !== ctx.user.id || offer.status === 'Draft') throw notFound();
  return offer;
}

export async function offerView(
  db: Db,
  tenantId: string,
  offer: OfferWithPosition,
  withContent: boolean,
  esignHost = '',
) {
  const docs = await offerRepository.documents(db, tenantId, [offer.id]);
  const out = await Promise.all(
    docs.map(async (d) => {
      const file = withContent ? await storage.get(db, tenantId, currentKey(d)) : undefined;
      const b64 = file ? Buffer.from(file.content).toString('base64') : null;
      return toOfferDocument(d, documentFileUrl(offer.id, d.id), b64, esignHost);
    }),
  );
  const view = toOffer(offer, out);
  // The offer's own text first, else the company's (next-steps-service.ts), else the standard.
  view.next_steps ??= (await tenantNextSteps(db, tenantId)).text;
  return view;
}

export async function listOffers(ctx: CandidateContext, esignHost = ''): Promise<Offer[]> {
  const rows = await offerRepository.listForCandidate(ctx.db, ctx.tenantId, ctx.user.id);
  const docs = await offerRepository.documents(
    ctx.db,
    ctx.tenantId,
    rows.map((r) => r.id),
  );
  const companyText = rows.length ? (await tenantNextSteps(ctx.db, ctx.tenantId)).text : null;
  return rows.map((o) => {
    const view = toOffer(
      o,
      docs
        .filter((d) => d.offerId === o.id)
        .map((d) => toOfferDocument(d, documentFileUrl(o.id, d.id), null, esignHost)),
    );
    view.next_steps ??= companyText;
    return view;
  });
}

export const profileName = (user: UserRow) => `${user.firstname} ${user.lastname}`;

/** 409 with the state the request found, so the page can show what is true now. */
export const stateConflict = (message: string, state: Record<string, string>) =>
  new HttpError(409, errorCodes.offerClosed, message, state);

/**
 * Signs one document. A typed-name or signing-page signature stamps and seals the original at
 * once and, when this was the last document to sign, accepts the offer — all in one
 * transaction. An uploaded signed copy is only stored: the document becomes Pending until the
 * company compares it with the original and approves or returns it (review-service.ts).
 */
export async function signDocument(
  ctx: CandidateContext,
  offer: OfferWithPosition,
  doc: OfferDocumentRow,
  upload: SignUpload,
): Promise<void> {
  assertActionable(offer);
  if (doc.signMode === 'read_only')
    throw stateConflict('This document is read only and does not need a signature.', {
      document_status: doc.status,
    });
  if (doc.status === 'Signed')
    throw stateConflict('This document has already been signed.', { document_status: doc.status });
  if (doc.status === 'Pending')
    throw stateConflict('Your signed copy is waiting for the company to review it.', {
      document_status: doc.status,
    });
  if (upload.file) return uploadSignedCopy(ctx, offer, doc, upload.file.content);

  const method = upload.fields.method === 'esign' ? 'esign' : 'typed';
  assertAgreed(upload.fields.agreed);
  const signerName = assertSignatureName(upload.fields.signature_name, profileName(ctx.user));
  const original = await storage.get(ctx.db, ctx.tenantId, doc.originalKey);
  if (!original)
    throw new HttpError(409, errorCodes.notFound, 'The document file is missing. Contact the company.');
  const sha256Before = sha256Hex(original.content);
  const signedAt = new Date();
  const stamped = await stampPdf(original.content, {
    signerName,
    signedAt,
    method,
    ip: ctx.ip,
    documentName: doc.name,
    sha256Before,
    offerId: offer.id,
  }).catch(() => {
    throw new HttpError(400, errorCodes.invalidFile, 'The PDF could not be read. Upload an unprotected PDF.');
  });

  await ctx.db.transaction(async (tx) => {
    const stored = await storeSignedCopy(tx, ctx.tenantId, offer.id, doc.name, stamped, {
      name: signerName,
      reason: `${methodText(method)} of "${doc.name}"`,
      location: ctx.ip,
      contactInfo: ctx.user.email,
      signingTime: signedAt,
    });
    const [updated] = await tx
      .update(offerDocuments)
      .set({
        status: 'Signed',
        signedKey: stored.signedKey,
        unsealedKey: stored.unsealedKey,
        updatedAt: signedAt,
      })
      .where(
        and(
          eq(offerDocuments.id, doc.id),
          eq(offerDocuments.tenantId, ctx.tenantId),
          eq(offerDocuments.status, 'Unsigned'),
        ),
      )
      .returning();
    if (!updated)
      throw stateConflict('This document has already been signed.', { document_status: 'Signed' });
    await tx.insert(signatures).values({
      tenantId: ctx.tenantId,
      offerId: offer.id,
      documentId: doc.id,
      userId: ctx.user.id,
      method,
      signerName,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      sha256Before,
      sha256After: stored.sha256,
      signedAt,
    });
    await tellAdmins(tx, ctx.notifier, ctx.tenantId, {
      offerId: offer.id,
      event: 'signed',
      candidateName: candidateLabel(ctx.user),
      positionName: offer.positionTitle,
      detail: doc.name,
      occurrence: doc.id,
    });
    const outcome = await acceptIfComplete(tx, ctx.notifier, ctx.tenantId, offer, ctx.user.id);
    // Signed the last document of an offer that closed meanwhile: keep nothing.
    if (outcome === 'closed')
      throw stateConflict('This offer can no longer be accepted.', { status: offer.status });
  });
}

const methodText = (m: 'typed' | 'esign') =>
  m === 'esign' ? 'Electronic signature (signing page)' : 'Typed electronic signature';

/**
 * Stores an uploaded signed copy for review. Refused: anything that is not a PDF, and the
 * unsigned original itself (same bytes, hence the same SHA-256) — that is not a signature.
 */
async function uploadSignedCopy(
  ctx: CandidateContext,
  offer: OfferWithPosition,
  doc: OfferDocumentRow,
  content: Uint8Array,
): Promise<void> {
  await assertPdf(content);
  const original = await storage.get(ctx.db, ctx.tenantId, doc.originalKey);
  const sha = sha256Hex(content);
  if (original && sha256Hex(original.content) === sha)
    throw new HttpError(400, errorCodes.invalidFile, offerMessages.unsignedOriginal);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const stored = await storage.put(tx, ctx.tenantId, {
      content,
      contentType: 'application/pdf',
      filename: `${doc.name} - uploaded.pdf`,
      prefix: `offers/${offer.id}/uploaded`,
    });
    const [updated] = await tx
      .update(offerDocuments)
      .set({
        status: 'Pending',
        uploadedKey: stored.key,
        uploadedSha256: sha,
        uploadedAt: now,
        uploadedIp: ctx.ip,
        uploadedBy: ctx.user.id,
        updatedAt: now,
      })
      .where(
        and(
          eq(offerDocuments.id, doc.id),
          eq(offerDocuments.tenantId, ctx.tenantId),
          eq(offerDocuments.status, 'Unsigned'),
        ),
      )
      .returning();
    if (!updated)
      throw stateConflict('This document is no longer waiting for a signature.', {
        document_status: doc.status,
      });
    await recordOfferNote(tx, {
      tenantId: ctx.tenantId,
      offerId: offer.id,
      actorId: ctx.user.id,
      event: 'uploaded',
      status: offer.status,
    });
    await tellAdmins(tx, ctx.notifier, ctx.tenantId, {
      offerId: offer.id,
      event: 'uploaded',
      candidateName: candidateLabel(ctx.user),
      positionName: offer.positionTitle,
      detail: doc.name,
      occurrence: sha.slice(0, 16),
    });
  });
}

/**
 * Accepted only once every document that needs a signature is signed; `db` may be the
 * signing transaction. Answers what happened: still pending, accepted now, or the offer was
 * no longer open (already accepted, or closed).
 */
export async function acceptIfComplete(
  db: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  offer: OfferWithPosition,
  actorId: string,
): Promise<'pending' | 'accepted' | 'closed'> {
  const docs = await offerRepository.documents(db, tenantId, [offer.id]);
  const pending = docs.filter((d) => d.signMode !== 'read_only' && d.status !== 'Signed');
  if (pending.length) return 'pending';
  const row = await recordOfferEvent(db, notifier, {
    tenantId,
    offerId: offer.id,
    actorId,
    event: 'accepted',
    from: ['Extended', 'Contract Extended'],
    to: acceptedStatus(offer.kind),
  });
  return row ? 'accepted' : 'closed';
}

export async function findDocument(ctx: CandidateContext, offer: OfferWithPosition, documentId: string) {
  const docs = await offerRepository.documents(ctx.db, ctx.tenantId, [offer.id]);
  const doc = docs.find((d) => d.id === documentId);
  if (!doc) throw new HttpError(404, errorCodes.notFound, 'Document not found');
  return { doc, docs };
}

/** POST …/accept: signs the offer letter (when it needs signing) and accepts when complete. */
export async function acceptOffer(ctx: CandidateContext, offerId: string, upload: SignUpload): Promise<void> {
  const offer = await loadOwnOffer(ctx, offerId);
  assertActionable(offer);
  const docs = await offerRepository.documents(ctx.db, ctx.tenantId, [offer.id]);
  const letter = docs.find((d) => d.documentType === 'offer_letter' && d.signMode !== 'read_only');
  if (letter && letter.status !== 'Signed') await signDocument(ctx, offer, letter, upload);
  else if (upload.file)
    throw stateConflict('The offer letter has already been signed.', { document_status: 'Signed' });
  const others = docs.filter(
    (d) => d.id !== letter?.id && d.signMode !== 'read_only' && d.status !== 'Signed',
  );
  if (others.length && !letter)
    throw new HttpError(
      409,
      errorCodes.offerClosed,
      'Sign every document of this offer before accepting it.',
    );
  // Signing the letter accepted the offer in its transaction when nothing else was left.
  if (!letter || letter.status === 'Signed')
    await acceptIfComplete(ctx.db, ctx.notifier, ctx.tenantId, offer, ctx.user.id);
}

export async function declineOffer(ctx: CandidateContext, offerId: string, reason?: string): Promise<void> {
  const offer = await loadOwnOffer(ctx, offerId);
  assertActionable(offer);
  const row = await recordOfferEvent(ctx.db, ctx.notifier, {
    tenantId: ctx.tenantId,
    offerId: offer.id,
    actorId: ctx.user.id,
    event: 'declined',
    from: ['Extended', 'Contract Extended'],
    to: 'Declined',
    set: { declineReason: reason?.trim() ? reason.trim().slice(0, 1000) : null },
  });
  if (!row) throw new HttpError(409, errorCodes.offerClosed, 'This offer has already been answered.');
}

/** The candidate's offers still to answer (Extended, before expiry): the dashboard's to-dos and nudges. */
export async function offersToAnswer(db: Db, tenantId: string, userId: string, now = new Date()) {
  const rows = await offerRepository.listForCandidate(db, tenantId, userId);
  return rows
    .filter((o) => openOfferStatuses.includes(o.status) && (!o.expiresAt || o.expiresAt > now))
    .map((o) => ({ id: o.id, positionTitle: o.positionTitle, expiresAt: o.expiresAt }));
}
