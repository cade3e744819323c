import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { Offer } from '@opencareers/contracts/offers';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, signatures } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UserRow } from '../auth/repository.ts';
import { assertPdf } from '../files/check-pdf.ts';
import { sha256Hex, databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import { acceptedStatus, assertActionable, assertAgreed, assertSignatureName } from './offer-rules.ts';
import type { SignUpload } from './read-sign-upload.ts';
import { recordOfferEvent } from './record-offer-event.ts';
import {
  currentKey,
  type OfferDocumentRow,
  type OfferWithPosition,
  offerRepository,
  toOffer,
  toOfferDocument,
} from './repository.ts';
import { signPdf } from './sign-pdf.ts';

export interface CandidateContext {
  db: Db;
  tenantId: string;
  user: UserRow;
  ip: string;
  userAgent: string;
  notifier: CandidateNotifier;
}

export const documentFileUrl = (offerId: string, documentId: string) =>
  `/api/offer/offers/${offerId}/documents/${documentId}/file`;

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
  return toOffer(offer, out);
}

export async function listOffers(ctx: CandidateContext, esignHost = ''): Promise<Offer[]> {
  const rows = await offerRepository.listForCandidate(ctx.db, ctx.tenantId, ctx.user.id);
  const docs = await offerRepository.documents(
    ctx.db,
    ctx.tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((o) =>
    toOffer(
      o,
      docs
        .filter((d) => d.offerId === o.id)
        .map((d) => toOfferDocument(d, documentFileUrl(o.id, d.id), null, esignHost)),
    ),
  );
}

export const profileName = (user: UserRow) => `${user.firstname} ${user.lastname}`;

/**
 * Signs one document: checks the signer, stamps the PDF (or takes the uploaded signed copy and
 * stamps that), stores the result and writes the audit row, all in one transaction.
 */
export async function signDocument(
  ctx: CandidateContext,
  offer: OfferWithPosition,
  doc: OfferDocumentRow,
  upload: SignUpload,
): Promise<void> {
  assertActionable(offer);
  if (doc.signMode === 'read_only')
    throw new HttpError(
      409,
      errorCodes.offerClosed,
      'This document is read only and does not need a signature.',
    );
  if (doc.status === 'Signed')
    throw new HttpError(409, errorCodes.offerClosed, 'This document has already been signed.');

  const method = upload.file ? 'upload' : upload.fields.method === 'esign' ? 'esign' : 'typed';
  let signerName: string;
  if (method === 'upload') {
    // A signed paper copy carries the handwritten signature; a typed name, if sent, must still match.
    signerName =
      upload.fields.signature_name !== undefined
        ? assertSignatureName(upload.fields.signature_name, profileName(ctx.user))
        : profileName(ctx.user);
  } else {
    assertAgreed(upload.fields.agreed);
    signerName = assertSignatureName(upload.fields.signature_name, profileName(ctx.user));
  }

  const original = await storage.get(ctx.db, ctx.tenantId, doc.originalKey);
  if (!original)
    throw new HttpError(409, errorCodes.notFound, 'The document file is missing. Contact the company.');
  let base = original.content;
  if (upload.file) {
    await assertPdf(upload.file.content);
    base = upload.file.content;
  }
  const sha256Before = sha256Hex(base);
  const signedAt = new Date();
  const signed = await signPdf(base, {
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
    const stored = await storage.put(tx, ctx.tenantId, {
      content: signed,
      contentType: 'application/pdf',
      filename: `${doc.name} - signed.pdf`,
      prefix: `offers/${offer.id}/signed`,
    });
    const [updated] = await tx
      .update(offerDocuments)
      .set({ status: 'Signed', signedKey: stored.key, updatedAt: signedAt })
      .where(
        and(
          eq(offerDocuments.id, doc.id),
          eq(offerDocuments.tenantId, ctx.tenantId),
          inArray(offerDocuments.status, ['Unsigned', 'Pending']),
        ),
      )
      .returning();
    if (!updated) throw new HttpError(409, errorCodes.offerClosed, 'This document has already been signed.');
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
  });
}

/** Accepted only once every document that needs a signature is signed. */
export async function acceptIfComplete(ctx: CandidateContext, offer: OfferWithPosition): Promise<void> {
  const docs = await offerRepository.documents(ctx.db, ctx.tenantId, [offer.id]);
  const pending = docs.filter((d) => d.signMode !== 'read_only' && d.status !== 'Signed');
  if (pending.length) return;
  await recordOfferEvent(ctx.db, ctx.notifier, {
    tenantId: ctx.tenantId,
    offerId: offer.id,
    actorId: ctx.user.id,
    event: 'accepted',
    from: ['Extended', 'Contract Extended'],
    to: acceptedStatus(offer.kind),
  });
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
    throw new HttpError(409, errorCodes.offerClosed, 'The offer letter has already been signed.');
  const others = docs.filter(
    (d) => d.id !== letter?.id && d.signMode !== 'read_only' && d.status !== 'Signed',
  );
  if (others.length && !letter)
    throw new HttpError(
      409,
      errorCodes.offerClosed,
      'Sign every document of this offer before accepting it.',
    );
  await acceptIfComplete(ctx, offer);
}

export async function declineOffer(ctx: CandidateContext, offerId: string): Promise<void> {
  const offer = await loadOwnOffer(ctx, offerId);
  assertActionable(offer);
  const row = await recordOfferEvent(ctx.db, ctx.notifier, {
    tenantId: ctx.tenantId,
    offerId: offer.id,
    actorId: ctx.user.id,
    event: 'declined',
    from: ['Extended', 'Contract Extended'],
    to: 'Declined',
  });
  if (!row) throw new HttpError(409, errorCodes.offerClosed, 'This offer has already been answered.');
}
