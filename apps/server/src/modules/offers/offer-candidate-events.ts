import { type CandidateEvent, offerSourceKey } from '../notifications/candidate-events.ts';
import { type TextValue, wordedText } from '../notifications/event-text.ts';

const offerUrl = (offerId: string) => `/careers/offer/${encodeURIComponent(offerId)}`;
/** The server's own wording (messages/<locale>.json "offers"): the web app has no key for these. */
const worded = (key: string, values: Record<string, TextValue>) => wordedText(`offers.${key}`, values);

/** What a candidate is told about an offer beyond "extended" and "expiring" (candidate-events.ts). */
export const offerCandidateEvents = {
  copyReturned: (p: {
    offerId: string;
    documentId: string;
    documentName: string;
    positionName: TextValue;
    reason: string;
    returnedAt: Date;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_copy_returned:${p.documentId}:${p.returnedAt.toISOString()}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    ...worded('copyReturned', {
      documentName: p.documentName,
      positionName: p.positionName,
      reason: p.reason,
    }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  /** The confirmation after accepting; the offer page links the signed copies. */
  accepted: (p: { offerId: string; positionName: TextValue }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_accepted:${p.offerId}`,
    actionRequired: false,
    ...worded('accepted', { positionName: p.positionName }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  /** The company changed the terms of an offer the candidate has not answered yet. */
  updated: (p: {
    offerId: string;
    positionName: TextValue;
    updatedAt: Date;
    letterChanged: boolean;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_updated:${p.offerId}:${p.updatedAt.toISOString()}`,
    actionRequired: false,
    ...worded(p.letterChanged ? 'updatedWithLetter' : 'updated', { positionName: p.positionName }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  canceled: (p: { offerId: string; positionName: TextValue }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_canceled:${p.offerId}`,
    actionRequired: false,
    ...worded('canceled', { positionName: p.positionName }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  /** The company approved an uploaded signed copy; the offer is not complete yet. */
  copyApproved: (p: {
    offerId: string;
    documentId: string;
    documentName: string;
    positionName: TextValue;
    approvedAt: Date;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_upload_approved:${p.documentId}:${p.approvedAt.toISOString()}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: false,
    ...worded('copyApproved', { documentName: p.documentName, positionName: p.positionName }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  expired: (p: { offerId: string; positionName: TextValue; expiresAt: Date }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_expired:${p.offerId}:${p.expiresAt.toISOString()}`,
    actionRequired: false,
    ...worded('expired', { positionName: p.positionName, expiresAt: { day: p.expiresAt } }),
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),
};
