import { randomBytes } from 'node:crypto';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { apiPath } from '@opencareers/contracts/api-path';
import type { AdminOffer, CreateOfferBody } from '@opencareers/contracts/offers';
import { offerPaths } from '@opencareers/contracts/offers';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, offers, positions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findApplicationFor } from '../applications/admin-service.ts';
import { actionableStatuses, lockApplication } from '../applications/status-from-events.ts';
import { assertPdf } from '../files/check-pdf.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';
import type { TenantRow } from '../tenants/repository.ts';
import { tenantLetterTemplate } from './letter-template-service.ts';
import { generateOfferLetter } from './offer-letter-template.ts';
import { extendedStatus } from './offer-rules.ts';
import { recordOfferEvent } from './record-offer-event.ts';
import { offerRepository, toOffer, toOfferDocument } from './repository.ts';

type Tenant = Pick<TenantRow, 'id' | 'name'>;

const notFound = () => new HttpError(404, errorCodes.notFound, 'Offer not found');

export async function adminOfferView(db: Db, tenantId: string, id: string): Promise<AdminOffer> {
  const all = await offerRepository.listForTenant(db, tenantId);
  const o = all.find((x) => x.id === id);
  if (!o) throw notFound();
  return toAdminOffer(o, await offerRepository.documents(db, tenantId, [o.id]));
}

type ListRow = Awaited<ReturnType<typeof offerRepository.listForTenant>>[number];

function toAdminOffer(o: ListRow, docs: Awaited<ReturnType<typeof offerRepository.documents>>): AdminOffer {
  const base = toOffer(
    o,
    docs.map((d) =>
      toOfferDocument(d, apiPath(offerPaths.adminDocumentFile, { id: o.id, documentId: d.id }), null),
    ),
  );
  return {
    ...base,
    candidate: o.candidate,
    pay_amount: o.payAmount,
    pay_currency: o.payCurrency,
    pay_period: o.payPeriod,
    start_date: o.startDate,
    place: o.place,
    hiring_manager: o.hiringManager,
    decline_reason: o.declineReason,
    reviews: docs
      .filter((d) => d.status === 'Pending' && d.uploadedKey)
      .map((d) => ({
        document_id: d.id,
        original_url: apiPath(offerPaths.adminDocumentOriginal, { id: o.id, documentId: d.id }),
        uploaded_url: apiPath(offerPaths.adminDocumentUploaded, { id: o.id, documentId: d.id }),
        uploaded_at: (d.uploadedAt ?? d.updatedAt).toISOString(),
        uploaded_sha256: d.uploadedSha256 ?? '',
      })),
  };
}

export async function listAdminOffers(db: Db, tenantId: string): Promise<AdminOffer[]> {
  const rows = await offerRepository.listForTenant(db, tenantId);
  const docs = await offerRepository.documents(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((o) =>
    toAdminOffer(
      o,
      docs.filter((d) => d.offerId === o.id),
    ),
  );
}

/** Creates a draft offer; the letter is generated now so the company can check it before extending. */
export async function createOffer(
  db: Db,
  tenant: Tenant,
  adminId: string,
  body: CreateOfferBody,
): Promise<string> {
  const [candidate] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, body.candidate_email)))
    .limit(1);
  if (candidate?.role !== 'candidate')
    throw new HttpError(400, errorCodes.validation, 'No candidate with this email.', {
      candidate_email: 'No candidate with this email.',
    });
  const [position] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.tenantId, tenant.id), eq(positions.id, body.position_id)))
    .limit(1);
  if (!position)
    throw new HttpError(400, errorCodes.validation, 'No such position.', {
      position_id: 'No such position.',
    });
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  // An offer for a job the candidate applied to belongs to that application (pipeline).
  const application = await findApplicationFor(db, tenant.id, candidate.id, position.id);
  if (body.application_id && body.application_id !== application?.id)
    throw new HttpError(400, errorCodes.validation, 'No such application for this candidate and position.', {
      application_id: 'No such application for this candidate and position.',
    });

  return db.transaction(async (tx) => {
    // Made from the application's page: the application must still be in the running.
    if (body.application_id && application)
      await lockApplication(tx, tenant.id, application.id, {
        statuses: actionableStatuses,
        action: 'making an offer',
      });
    const [offer] = await tx
      .insert(offers)
      .values({
        tenantId: tenant.id,
        encId: randomBytes(12).toString('base64url'),
        candidateId: candidate.id,
        positionId: position.id,
        applicationId: application?.id ?? null,
        kind: body.kind,
        letterPresentation: body.letter_presentation,
        payAmount: body.pay_amount,
        payCurrency: body.pay_currency,
        payPeriod: body.pay_period,
        startDate: body.start_date,
        place: body.place,
        hiringManager: body.hiring_manager,
        nextSteps: body.next_steps,
        expiresAt,
        createdBy: adminId,
      })
      .returning();
    if (!offer) throw new Error('offer insert returned nothing');
    if (body.generate_letter) {
      const template = await tenantLetterTemplate(tx, tenant.id);
      const pdf = await generateOfferLetter(
        {
          companyName: tenant.name,
          candidateName: `${candidate.firstname} ${candidate.lastname}`,
          positionTitle: position.title,
          department: position.department,
          payAmount: body.pay_amount ?? position.payMax ?? null,
          payCurrency: body.pay_currency ?? position.payCurrency ?? null,
          payPeriod: body.pay_period ?? position.payPeriod ?? null,
          startDate: body.start_date,
          place: body.place,
          hiringManager: body.hiring_manager,
          expiresAt,
          kind: body.kind,
          issuedAt: new Date(),
        },
        template,
      );
      const stored = await storage.put(tx, tenant.id, {
        content: pdf,
        contentType: 'application/pdf',
        filename: 'Offer letter.pdf',
        prefix: `offers/${offer.id}/original`,
      });
      await tx.insert(offerDocuments).values({
        tenantId: tenant.id,
        offerId: offer.id,
        name: 'Offer letter',
        documentType: 'offer_letter',
        signMode: body.letter_presentation === 'esign' ? 'esign' : 'sign',
        status: 'Unsigned',
        originalKey: stored.key,
        position: 0,
      });
    }
    return offer.id;
  });
}

export async function addDocument(
  db: Db,
  tenantId: string,
  offerId: string,
  input: { content: Uint8Array; name: string; signMode: 'sign' | 'esign' | 'read_only'; isLetter: boolean },
): Promise<void> {
  const offer = await offerRepository.find(db, tenantId, offerId);
  if (!offer) throw notFound();
  if (offer.status !== 'Draft')
    throw new HttpError(
      409,
      errorCodes.offerClosed,
      'Documents can only be added before the offer is extended.',
    );
  await assertPdf(input.content);
  const existing = await offerRepository.documents(db, tenantId, [offerId]);
  if (input.isLetter && existing.some((d) => d.documentType === 'offer_letter'))
    throw new HttpError(409, errorCodes.validation, 'This offer already has an offer letter.');
  await db.transaction(async (tx) => {
    const stored = await storage.put(tx, tenantId, {
      content: input.content,
      contentType: 'application/pdf',
      filename: `${input.name}.pdf`,
      prefix: `offers/${offerId}/original`,
    });
    await tx.insert(offerDocuments).values({
      tenantId,
      offerId,
      name: input.name,
      documentType: input.isLetter ? 'offer_letter' : 'document',
      signMode: input.signMode,
      status: input.signMode === 'read_only' ? 'Read Only' : 'Unsigned',
      originalKey: stored.key,
      position: existing.length,
    });
  });
}

/** Extends a draft (or re-extends an open offer with a new expiry). */
export async function extendOffer(
  db: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  adminId: string,
  offerId: string,
  expiresAt?: Date | null,
) {
  const offer = await offerRepository.find(db, tenantId, offerId);
  if (!offer) throw notFound();
  const docs = await db
    .select({ id: offerDocuments.id })
    .from(offerDocuments)
    .where(eq(offerDocuments.offerId, offerId))
    .orderBy(asc(offerDocuments.position));
  if (!docs.length)
    throw new HttpError(409, errorCodes.validation, 'Add at least one document before extending.');
  const newExpiry = expiresAt === undefined ? offer.expiresAt : expiresAt;
  if (newExpiry && newExpiry.getTime() <= Date.now())
    throw new HttpError(400, errorCodes.validation, 'Choose an expiry date in the future.', {
      expires_at: 'Choose an expiry date in the future.',
    });
  const to = extendedStatus(offer.kind);
  const row = await recordOfferEvent(db, notifier, {
    tenantId,
    offerId,
    actorId: adminId,
    event: 'extended',
    from: ['Draft', to],
    to,
    set: { expiresAt: newExpiry },
  });
  if (!row)
    throw new HttpError(409, errorCodes.offerClosed, `An offer that is ${offer.status} cannot be extended.`);
}

export async function cancelOffer(
  db: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  adminId: string,
  offerId: string,
) {
  const offer = await offerRepository.find(db, tenantId, offerId);
  if (!offer) throw notFound();
  const row = await recordOfferEvent(db, notifier, {
    tenantId,
    offerId,
    actorId: adminId,
    event: 'canceled',
    from: ['Draft', 'Extended', 'Contract Extended'],
    to: 'Canceled',
  });
  if (!row)
    throw new HttpError(409, errorCodes.offerClosed, `An offer that is ${offer.status} cannot be canceled.`);
}
