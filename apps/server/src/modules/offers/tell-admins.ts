import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import type { CandidateEvent } from '../notifications/candidate-events.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';

/** Roles that run hiring and are told about offers (helper "team" adds recruiter). */
const hiringRoles = ['admin'] as const;

export type AdminOfferEvent = 'accepted' | 'declined' | 'signed' | 'uploaded' | 'expired' | 'countersigned';

export interface AdminOfferNews {
  offerId: string;
  event: AdminOfferEvent;
  candidateName: string;
  positionName: string;
  /** e.g. the document's name, or the decline reason. */
  detail?: string | null;
  /** Makes the event key unique where the same event can happen again (a second upload). */
  occurrence?: string;
}

function message(n: AdminOfferNews): string {
  const who = n.candidateName;
  const what = `the offer for ${n.positionName}`;
  switch (n.event) {
    case 'accepted':
      return `${who} accepted ${what}.`;
    case 'declined':
      return n.detail ? `${who} declined ${what}. Reason: ${n.detail}` : `${who} declined ${what}.`;
    case 'signed':
      return `${who} signed "${n.detail ?? 'a document'}" of ${what}.`;
    case 'uploaded':
      return `${who} uploaded a signed copy of "${n.detail ?? 'a document'}" (${what}). Compare it with the original and approve or return it.`;
    case 'expired':
      return `${what[0]?.toUpperCase()}${what.slice(1)} to ${who} expired without an answer.`;
    case 'countersigned':
      return `"${n.detail ?? 'A document'}" of ${what} to ${who} was countersigned.`;
  }
}

/**
 * Tells every admin of the tenant (in-app, and by email when their settings allow) what a
 * candidate did with an offer, in the caller's transaction — the same notifier candidates use.
 */
export async function tellAdmins(
  tx: Db,
  notifier: CandidateNotifier,
  tenantId: string,
  news: AdminOfferNews,
) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.role, [...hiringRoles])));
  const [offer] = await tx
    .select({ candidateId: offers.candidateId })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, news.offerId)));
  const event: CandidateEvent = {
    category: 'offer',
    categoryTitle: 'Offers',
    eventKey: `admin_offer_${news.event}:${news.offerId}${news.occurrence ? `:${news.occurrence}` : ''}`,
    sourceKey: `admin-offer:${news.offerId}`,
    actionRequired: news.event === 'uploaded',
    message: message(news),
    redirectUrl: `/admin/offers/${encodeURIComponent(news.offerId)}`,
    email: true,
    aboutUserId: offer?.candidateId,
  };
  for (const admin of admins) await notifier.notify(tx, tenantId, admin.id, event);
}

/** The admin-side "review this upload" request ends once someone approved or returned it. */
export const resolveAdminReview = (tx: Db, notifier: CandidateNotifier, tenantId: string, offerId: string) =>
  notifier.resolveAction(tx, tenantId, `admin-offer:${offerId}`);
