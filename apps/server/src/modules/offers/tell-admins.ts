import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import type { CandidateEvent } from '../notifications/candidate-events.ts';
import { type PositionName, wordedText } from '../notifications/event-text.ts';
import type { CandidateNotifier } from '../notifications/notify-candidate.ts';

/** Roles that run hiring and are told about offers (helper "team" adds recruiter). */
const hiringRoles = ['admin'] as const;

export type AdminOfferEvent = 'accepted' | 'declined' | 'signed' | 'uploaded' | 'expired' | 'countersigned';

interface NewsBase {
  offerId: string;
  candidateName: string;
  /** The job's title, or the catalogue's stand-in when it has none (tell-candidate.ts positionTitle). */
  positionName: PositionName;
  /** Makes the event key unique where the same event can happen again (a second upload). */
  occurrence?: string;
}

export type AdminOfferNews = NewsBase &
  (
    | { event: 'accepted' | 'expired' }
    /** The candidate's reason, when they gave one. */
    | { event: 'declined'; detail?: string | null }
    /** The document's name. */
    | { event: 'signed' | 'uploaded' | 'countersigned'; detail: string }
  );

/** How the company's notices name a candidate: their name, else their email address. */
export const candidateLabel = (u: { firstname: string; lastname: string; email: string }): string =>
  `${u.firstname} ${u.lastname}`.trim() || u.email;

/**
 * What the company is told, as a text of the server's catalogue (messages/<locale>.json
 * "staff"): each admin reads it in their own language (CandidateNotifier.notify).
 */
export function adminOfferText(n: AdminOfferNews): ReturnType<typeof wordedText> {
  const names = { candidate: n.candidateName, position: n.positionName };
  switch (n.event) {
    case 'accepted':
      return wordedText('staff.offerAccepted', names);
    case 'expired':
      return wordedText('staff.offerExpired', names);
    case 'declined':
      return n.detail
        ? wordedText('staff.offerDeclinedReason', { ...names, reason: n.detail })
        : wordedText('staff.offerDeclined', names);
    case 'signed':
      return wordedText('staff.offerSigned', { ...names, document: n.detail });
    case 'uploaded':
      return wordedText('staff.offerUploaded', { ...names, document: n.detail });
    case 'countersigned':
      return wordedText('staff.offerCountersigned', { ...names, document: n.detail });
  }
}

/**
 * Tells every admin of the tenant (in-app, and by email when their settings allow) what a
 * candidate did with an offer, in the caller's transaction — the same notifier candidates use,
 * so each admin reads it in their saved language, else the company's default.
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
  // The category's own title ("Job offer"), so the bell and the email name it in each reader's language.
  const event: CandidateEvent = {
    category: 'offer',
    eventKey: `admin_offer_${news.event}:${news.offerId}${news.occurrence ? `:${news.occurrence}` : ''}`,
    sourceKey: `admin-offer:${news.offerId}`,
    actionRequired: news.event === 'uploaded',
    ...adminOfferText(news),
    redirectUrl: `/admin/offers/${encodeURIComponent(news.offerId)}`,
    email: true,
    aboutUserId: offer?.candidateId,
  };
  for (const admin of admins) await notifier.notify(tx, tenantId, admin.id, event);
}

/** The admin-side "review this upload" request ends once someone approved or returned it. */
export const resolveAdminReview = (tx: Db, notifier: CandidateNotifier, tenantId: string, offerId: string) =>
  notifier.resolveAction(tx, tenantId, `admin-offer:${offerId}`);
