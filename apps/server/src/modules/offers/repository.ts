import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerDocuments, offers, positions, signatures, users } from '../../db/schema/index.ts';
import type { OfferRow } from './record-offer-event.ts';

export type OfferDocumentRow = typeof offerDocuments.$inferSelect;
export type OfferWithPosition = OfferRow & { positionTitle: string };

const offerColumns = { offer: offers, positionTitle: positions.title };

export const offerRepository = {
  async listForCandidate(db: Db, tenantId: string, candidateId: string): Promise<OfferWithPosition[]> {
    const rows = await db
      .select(offerColumns)
      .from(offers)
      .innerJoin(positions, eq(positions.id, offers.positionId))
      .where(
        and(eq(offers.tenantId, tenantId), eq(offers.candidateId, candidateId), ne(offers.status, 'Draft')),
      )
      .orderBy(desc(offers.updatedAt));
    return rows.map((r) => ({ ...r.offer, positionTitle: r.positionTitle }));
  },

  async listForTenant(db: Db, tenantId: string) {
    const rows = await db
      .select({ ...offerColumns, email: users.email, firstname: users.firstname, lastname: users.lastname })
      .from(offers)
      .innerJoin(positions, eq(positions.id, offers.positionId))
      .innerJoin(users, eq(users.id, offers.candidateId))
      .where(eq(offers.tenantId, tenantId))
      .orderBy(desc(offers.updatedAt))
      .limit(500);
    return rows.map((r) => ({
      ...r.offer,
      positionTitle: r.positionTitle,
      candidate: { id: r.offer.candidateId, email: r.email, fullname: `${r.firstname} ${r.lastname}` },
    }));
  },

  async find(db: Db, tenantId: string, id: string): Promise<OfferWithPosition | undefined> {
    const [row] = await db
      .select(offerColumns)
      .from(offers)
      .innerJoin(positions, eq(positions.id, offers.positionId))
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)))
      .limit(1);
    return row && { ...row.offer, positionTitle: row.positionTitle };
  },

  async documents(db: Db, tenantId: string, offerIds: string[]): Promise<OfferDocumentRow[]> {
    if (!offerIds.length) return [];
    return db
      .select()
      .from(offerDocuments)
      .where(and(eq(offerDocuments.tenantId, tenantId), inArray(offerDocuments.offerId, offerIds)))
      .orderBy(asc(offerDocuments.position), asc(offerDocuments.name));
  },

  async signatures(db: Db, tenantId: string, offerId: string) {
    return db
      .select()
      .from(signatures)
      .where(and(eq(signatures.tenantId, tenantId), eq(signatures.offerId, offerId)))
      .orderBy(asc(signatures.signedAt));
  },
};

/** The key of the file a document currently shows: the signed copy once there is one. */
export const currentKey = (d: OfferDocumentRow) => d.signedKey ?? d.originalKey;

export function toOfferDocument(
  d: OfferDocumentRow,
  url: string,
  b64: string | null,
  esignHost = '',
): OfferDocument {
  return {
    id: d.id,
    name: d.name,
    status: d.status,
    signed: d.status === 'Signed',
    url,
    b64_string: b64,
    s3_path: currentKey(d),
    document_type: d.documentType,
    sign_mode: d.signMode,
    esign_url: d.signMode === 'esign' ? `${esignHost}/api/offer/esign?wid=${d.id}` : null,
    updated_at: d.updatedAt.toISOString(),
    return_reason: d.status === 'Unsigned' ? d.returnReason : null,
  };
}

export function toOffer(o: OfferWithPosition, documents: OfferDocument[]): Offer {
  return {
    id: o.id,
    enc_id: o.encId,
    status: o.status,
    kind: o.kind,
    letter_presentation: o.letterPresentation,
    position: { id: o.positionId, name: o.positionTitle },
    updated_at: o.updatedAt.toISOString(),
    expires_at: o.expiresAt?.toISOString() ?? null,
    offer_documents: documents,
    in_review: documents.some((d) => d.status === 'Pending'),
    terms: {
      pay_amount: o.payAmount,
      pay_currency: o.payCurrency,
      pay_period: o.payPeriod,
      start_date: o.startDate,
      place: o.place,
      hiring_manager: o.hiringManager,
    },
    next_steps: o.nextSteps,
  };
}
