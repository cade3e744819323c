import { type CandidateEvent, formatDate, offerSourceKey } from '../notifications/candidate-events.ts';

const offerUrl = (offerId: string) => `/careers/offer/${encodeURIComponent(offerId)}`;

/** What a candidate is told about an offer beyond "extended" and "expiring" (candidate-events.ts). */
export const offerCandidateEvents = {
  copyReturned: (p: {
    offerId: string;
    documentId: string;
    documentName: string;
    positionName: string;
    reason: string;
    returnedAt: Date;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_copy_returned:${p.documentId}:${p.returnedAt.toISOString()}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    message: `The company returned your signed copy of "${p.documentName}" (${p.positionName}): ${p.reason} Please upload a signed copy again.`,
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  /** The confirmation after accepting; the offer page links the signed copies. */
  accepted: (p: { offerId: string; positionName: string }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_accepted:${p.offerId}`,
    actionRequired: false,
    message: `You accepted the offer for ${p.positionName}. Your signed copy is ready to download on the offer page.`,
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  /** The company changed the terms of an offer the candidate has not answered yet. */
  updated: (p: {
    offerId: string;
    positionName: string;
    updatedAt: Date;
    letterChanged: boolean;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_updated:${p.offerId}:${p.updatedAt.toISOString()}`,
    actionRequired: false,
    message: `The company updated the offer for ${p.positionName}${p.letterChanged ? ' and its offer letter' : ''}. Please review the new terms before you respond.`,
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  canceled: (p: { offerId: string; positionName: string }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_canceled:${p.offerId}`,
    actionRequired: false,
    message: `The company withdrew the offer for ${p.positionName}. No action is needed.`,
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),

  expired: (p: { offerId: string; positionName: string; expiresAt: Date }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_expired:${p.offerId}:${p.expiresAt.toISOString()}`,
    actionRequired: false,
    message: `The offer for ${p.positionName} expired on ${formatDate(p.expiresAt)}. Contact the company if you still want to discuss it.`,
    redirectUrl: offerUrl(p.offerId),
    email: true,
  }),
};
