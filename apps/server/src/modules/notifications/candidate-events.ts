import type { NotificationCategory, NotificationMessageKey } from '@opencareers/contracts/notifications';

/**
 * Something that happened which a candidate must be told about. Build one with the helpers
 * below (or by hand for a new kind) and pass it to CandidateNotifier.notify.
 */
export interface CandidateEvent {
  category: NotificationCategory;
  /** The event's identity for this candidate: notifying the same key again tells nothing new. */
  eventKey: string;
  /** What it is about, e.g. "offer:<id>"; resolveAction(sourceKey) ends "action required". */
  sourceKey?: string;
  actionRequired: boolean;
  /** The English text: the email's, and the panel's where the web app lacks the key. */
  message: string;
  /**
   * The same message as a key of the web app's notifications.messages and its values, so the
   * panel shows it in the candidate's language. Dates are ISO strings in params named *At.
   * Absent for free text (an admin's message).
   */
  messageKey?: NotificationMessageKey;
  messageParams?: Record<string, string | number>;
  /** A path inside the site (starting with "/careers"); the panel adds the page's query. */
  redirectUrl: string;
  /** Shown as the card's category; defaults to the category's title. */
  categoryTitle?: string;
  /** Whether the event is also worth an email (when the candidate allows email). */
  email: boolean;
  /** For staff: the candidate this is about; erased with them (schema/notifications.ts). */
  aboutUserId?: string;
}

export const categoryTitles: Record<NotificationCategory, string> = {
  offer: 'Job offer',
  form: 'Forms',
  interview: 'Interviews',
  application: 'Applications',
  saved_search: 'Saved search',
  message: 'Message',
  welcome: 'Welcome',
};

/** Offer dates read MM/DD/YYYY (spec shell §9), in UTC so every server writes the same text. */
export const formatDate = (date: Date): string => {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
};

const formatDateTime = (date: Date): string =>
  `${formatDate(date)} at ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`;

export const offerSourceKey = (offerId: string) => `offer:${offerId}`;
export const formSourceKey = (assignmentId: string) => `form:${assignmentId}`;

/** The candidate events the site tells about; each is told once per key. */
export const candidateEvents = {
  offerExtended: (p: { offerId: string; positionName: string; expiresAt?: Date | null }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_extended:${p.offerId}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    message: p.expiresAt
      ? `You have a job offer for ${p.positionName}. Please respond by ${formatDate(p.expiresAt)}.`
      : `You have a job offer for ${p.positionName}. Review it and respond.`,
    messageKey: p.expiresAt ? 'offerExtended' : 'offerExtendedNoExpiry',
    messageParams: {
      positionName: p.positionName,
      ...(p.expiresAt ? { expiresAt: p.expiresAt.toISOString() } : {}),
    },
    redirectUrl: `/careers/offer/${encodeURIComponent(p.offerId)}`,
    email: true,
  }),

  /** One reminder per offer and expiry date, so a changed expiry reminds again. */
  offerExpiring: (p: { offerId: string; positionName: string; expiresAt: Date }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_expiring:${p.offerId}:${p.expiresAt.toISOString().slice(0, 10)}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    message: `Your job offer for ${p.positionName} expires on ${formatDate(p.expiresAt)}.`,
    messageKey: 'offerExpiring',
    messageParams: { positionName: p.positionName, expiresAt: p.expiresAt.toISOString() },
    redirectUrl: `/careers/offer/${encodeURIComponent(p.offerId)}`,
    email: true,
  }),

  formAssigned: (p: { assignmentId: string; formName: string; redirectUrl?: string }): CandidateEvent => ({
    category: 'form',
    eventKey: `form_assigned:${p.assignmentId}`,
    sourceKey: formSourceKey(p.assignmentId),
    actionRequired: true,
    message: `Please complete the form "${p.formName}".`,
    messageKey: 'formAssigned',
    messageParams: { formName: p.formName },
    redirectUrl: p.redirectUrl ?? '/careers/forms/center',
    email: true,
  }),

  interviewScheduled: (p: { interviewId: string; positionName: string; startsAt: Date }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_scheduled:${p.interviewId}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    message: `Your interview for ${p.positionName} is scheduled for ${formatDateTime(p.startsAt)}.`,
    messageKey: 'interviewScheduled',
    messageParams: { positionName: p.positionName, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/interviews',
    email: true,
  }),

  /**
   * Keyed by the new time, so each real change is told once. `revision` (the interview's
   * calendar sequence) tells a move back to an earlier time again, which the time alone would not.
   */
  interviewChanged: (p: {
    interviewId: string;
    positionName: string;
    startsAt: Date;
    revision?: number;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_changed:${p.interviewId}:${p.startsAt.toISOString()}${p.revision === undefined ? '' : `:${p.revision}`}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    message: `Your interview for ${p.positionName} has moved to ${formatDateTime(p.startsAt)}.`,
    messageKey: 'interviewChanged',
    messageParams: { positionName: p.positionName, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/interviews',
    email: true,
  }),

  /** Same time, new place, link or kind; one per revision (the interview's calendar sequence). */
  interviewDetailsChanged: (p: {
    interviewId: string;
    positionName: string;
    startsAt: Date;
    revision: number;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_details:${p.interviewId}:${p.revision}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    message: `Where to join your interview for ${p.positionName} on ${formatDateTime(p.startsAt)} has changed.`,
    messageKey: 'interviewDetailsChanged',
    messageParams: { positionName: p.positionName, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/interviews',
    email: true,
  }),

  /** An interview is cancelled once, so the key needs nothing but the interview. */
  interviewCancelled: (p: { interviewId: string; positionName: string; startsAt: Date }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_cancelled:${p.interviewId}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    message: `Your interview for ${p.positionName} on ${formatDateTime(p.startsAt)} has been cancelled.`,
    messageKey: 'interviewCancelled',
    messageParams: { positionName: p.positionName, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/interviews',
    email: true,
  }),

  /**
   * One notification per recorded status change (eventId), so moving back and forth tells each
   * move. status is the key the web app turns into a label in the candidate's language;
   * statusLabel is the English label for the email and older clients.
   */
  applicationStatusChanged: (p: {
    applicationId: string;
    eventId: string;
    positionName: string;
    status: string;
    statusLabel: string;
  }): CandidateEvent => ({
    category: 'application',
    eventKey: `application_status:${p.applicationId}:${p.eventId}`,
    sourceKey: `application:${p.applicationId}`,
    actionRequired: false,
    message: `Your application for ${p.positionName} is now: ${p.statusLabel}.`,
    messageKey: 'applicationStatusChanged',
    messageParams: { positionName: p.positionName, status: p.status, statusLabel: p.statusLabel },
    redirectUrl: '/careers/applications',
    email: true,
  }),

  /**
   * runKey names one run of the saved-search check (e.g. its date), told once. label is the
   * English name of the search; query, location and filterCount let the panel word it.
   */
  savedSearchMatches: (p: {
    savedSearchId: string;
    runKey: string;
    newCount: number;
    label: string;
    search?: { query: string; location: string; filterCount: number };
    redirectUrl: string;
  }): CandidateEvent => ({
    category: 'saved_search',
    eventKey: `saved_search:${p.savedSearchId}:${p.runKey}`,
    actionRequired: false,
    message:
      p.newCount === 1
        ? `1 new job matches your saved search "${p.label}".`
        : `${p.newCount} new jobs match your saved search "${p.label}".`,
    ...(p.search
      ? {
          messageKey: 'savedSearchMatches',
          messageParams: {
            count: p.newCount,
            query: p.search.query,
            location: p.search.location,
            filterCount: p.search.filterCount,
          },
        }
      : {}),
    redirectUrl: p.redirectUrl,
    email: true,
  }),

  adminMessage: (p: {
    messageId: string;
    message: string;
    categoryTitle?: string;
    redirectUrl?: string;
    actionRequired: boolean;
  }): CandidateEvent => ({
    category: 'message',
    eventKey: `message:${p.messageId}`,
    sourceKey: `message:${p.messageId}`,
    actionRequired: p.actionRequired,
    message: p.message,
    categoryTitle: p.categoryTitle,
    redirectUrl: p.redirectUrl ?? '/careers/dashboard',
    email: true,
  }),

  welcome: (p: { companyName: string }): CandidateEvent => ({
    category: 'welcome',
    eventKey: 'welcome',
    actionRequired: false,
    message: `Welcome to ${p.companyName} careers! Complete your profile so our recruiters get to know you.`,
    messageKey: 'welcome',
    messageParams: { companyName: p.companyName },
    redirectUrl: '/careers/profile',
    email: false,
  }),
};
