import type { NotificationCategory, NotificationMessageKey } from '@opencareers/contracts/notifications';
import { type EventText, type PositionName, type TextValue, wordedText } from './event-text.ts';

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
  /**
   * The English text. For an event with `text` it is that text in English and the notifier
   * stores the text in the recipient's language instead; without `text` (an admin's free text,
   * events not in the catalogue yet) it is stored and emailed as it is.
   */
  message: string;
  /** The message as a text of the server's catalogue, written in the recipient's language. */
  text?: EventText;
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

const worded = (key: NotificationMessageKey, values: Record<string, TextValue>) =>
  wordedText(`messages.${key}`, values);
const at = (moment: Date, timeZone = 'UTC') => ({ moment, timeZone });

/**
 * The web app's key and values for the panel, which words the message in the language on
 * screen. Not for the stand-in: the web app has no word for it, so the panel shows the stored
 * message, already in the recipient's language.
 */
const keyedForPanel = (
  messageKey: NotificationMessageKey,
  positionName: PositionName,
  params: Record<string, string>,
): Pick<CandidateEvent, 'messageKey' | 'messageParams'> =>
  typeof positionName === 'string' ? { messageKey, messageParams: { positionName, ...params } } : {};

export const offerSourceKey = (offerId: string) => `offer:${offerId}`;
export const formSourceKey = (assignmentId: string) => `form:${assignmentId}`;

/** The candidate events the site tells about; each is told once per key. */
export const candidateEvents = {
  offerExtended: (p: {
    offerId: string;
    positionName: PositionName;
    expiresAt?: Date | null;
  }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_extended:${p.offerId}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    ...(p.expiresAt
      ? worded('offerExtended', { positionName: p.positionName, expiresAt: { day: p.expiresAt } })
      : worded('offerExtendedNoExpiry', { positionName: p.positionName })),
    ...keyedForPanel(p.expiresAt ? 'offerExtended' : 'offerExtendedNoExpiry', p.positionName, {
      ...(p.expiresAt ? { expiresAt: p.expiresAt.toISOString() } : {}),
    }),
    redirectUrl: `/careers/offer/${encodeURIComponent(p.offerId)}`,
    email: true,
  }),

  /** One reminder per offer and expiry date, so a changed expiry reminds again. */
  offerExpiring: (p: { offerId: string; positionName: PositionName; expiresAt: Date }): CandidateEvent => ({
    category: 'offer',
    eventKey: `offer_expiring:${p.offerId}:${p.expiresAt.toISOString().slice(0, 10)}`,
    sourceKey: offerSourceKey(p.offerId),
    actionRequired: true,
    ...worded('offerExpiring', { positionName: p.positionName, expiresAt: { day: p.expiresAt } }),
    ...keyedForPanel('offerExpiring', p.positionName, { expiresAt: p.expiresAt.toISOString() }),
    redirectUrl: `/careers/offer/${encodeURIComponent(p.offerId)}`,
    email: true,
  }),

  formAssigned: (p: { assignmentId: string; formName: string; redirectUrl?: string }): CandidateEvent => ({
    category: 'form',
    eventKey: `form_assigned:${p.assignmentId}`,
    sourceKey: formSourceKey(p.assignmentId),
    actionRequired: true,
    ...worded('formAssigned', { formName: p.formName }),
    messageKey: 'formAssigned',
    messageParams: { formName: p.formName },
    redirectUrl: p.redirectUrl ?? '/careers/forms/center',
    email: true,
  }),

  interviewScheduled: (p: {
    interviewId: string;
    positionName: string;
    startsAt: Date;
    timeZone?: string;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_scheduled:${p.interviewId}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    ...worded('interviewScheduled', { positionName: p.positionName, startsAt: at(p.startsAt, p.timeZone) }),
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
    timeZone?: string;
    revision?: number;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_changed:${p.interviewId}:${p.startsAt.toISOString()}${p.revision === undefined ? '' : `:${p.revision}`}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    ...worded('interviewChanged', { positionName: p.positionName, startsAt: at(p.startsAt, p.timeZone) }),
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
    timeZone?: string;
    revision: number;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_details:${p.interviewId}:${p.revision}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    ...worded('interviewDetailsChanged', {
      positionName: p.positionName,
      startsAt: at(p.startsAt, p.timeZone),
    }),
    messageKey: 'interviewDetailsChanged',
    messageParams: { positionName: p.positionName, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/interviews',
    email: true,
  }),

  /** An interview is cancelled once, so the key needs nothing but the interview. */
  interviewCancelled: (p: {
    interviewId: string;
    positionName: string;
    startsAt: Date;
    timeZone?: string;
  }): CandidateEvent => ({
    category: 'interview',
    eventKey: `interview_cancelled:${p.interviewId}`,
    sourceKey: `interview:${p.interviewId}`,
    actionRequired: false,
    ...worded('interviewCancelled', { positionName: p.positionName, startsAt: at(p.startsAt, p.timeZone) }),
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
    ...worded('applicationStatusChanged', {
      positionName: p.positionName,
      statusLabel: { term: `applicationStatus.${p.status}`, fallback: p.statusLabel },
    }),
    messageKey: 'applicationStatusChanged',
    messageParams: { positionName: p.positionName, status: p.status, statusLabel: p.statusLabel },
    redirectUrl: '/careers/applications',
    email: true,
  }),

  /** To a referrer: the person they referred applied through their link (told once per referral). */
  referralApplied: (p: { referralId: string; name: string; positionName: string }): CandidateEvent => ({
    category: 'application',
    eventKey: `referral_applied:${p.referralId}`,
    actionRequired: false,
    ...worded('referralApplied', { name: p.name, positionName: p.positionName }),
    messageKey: 'referralApplied',
    messageParams: { name: p.name, positionName: p.positionName },
    redirectUrl: '/careers/dashboard?tab=referrals',
    email: true,
  }),

  /**
   * To a referrer: the application they brought moved to a stage they follow (one per recorded
   * change). A rejection or withdrawal is told only as closed (docs/referrals.md).
   */
  referralStatusChanged: (p: {
    referralId: string;
    eventId: string;
    name: string;
    positionName: string;
    status: string;
    statusLabel: string;
  }): CandidateEvent => ({
    category: 'application',
    eventKey: `referral_status:${p.referralId}:${p.eventId}`,
    actionRequired: false,
    ...(p.status === 'closed'
      ? worded('referralClosed', { name: p.name, positionName: p.positionName })
      : worded('referralStatusChanged', {
          name: p.name,
          positionName: p.positionName,
          statusLabel: { term: `applicationStatus.${p.status}`, fallback: p.statusLabel },
        })),
    messageKey: p.status === 'closed' ? 'referralClosed' : 'referralStatusChanged',
    messageParams: {
      name: p.name,
      positionName: p.positionName,
      status: p.status,
      statusLabel: p.statusLabel,
    },
    redirectUrl: '/careers/dashboard?tab=referrals',
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
    ...worded('savedSearchMatches', { count: p.newCount, label: p.label }),
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

  /** One reminder per event and start, so an event moved later reminds again before its new start. */
  eventReminder: (p: {
    eventId: string;
    title: string;
    startsAt: Date;
    timeZone?: string;
  }): CandidateEvent => ({
    category: 'event',
    eventKey: `event_reminder:${p.eventId}:${p.startsAt.toISOString()}`,
    sourceKey: `event:${p.eventId}`,
    actionRequired: false,
    ...worded('eventReminder', { title: p.title, startsAt: at(p.startsAt, p.timeZone) }),
    messageKey: 'eventReminder',
    messageParams: { title: p.title, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/events',
    email: true,
  }),

  /** A new time or place of an event the candidate registered for; one per revision (sequence). */
  eventChanged: (p: {
    eventId: string;
    title: string;
    startsAt: Date;
    timeZone?: string;
    revision: number;
  }): CandidateEvent => ({
    category: 'event',
    eventKey: `event_changed:${p.eventId}:${p.revision}`,
    sourceKey: `event:${p.eventId}`,
    actionRequired: false,
    ...worded('eventChanged', { title: p.title, startsAt: at(p.startsAt, p.timeZone) }),
    messageKey: 'eventChanged',
    messageParams: { title: p.title, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/events',
    email: true,
  }),

  /** An event is cancelled once. */
  eventCancelled: (p: {
    eventId: string;
    title: string;
    startsAt: Date;
    timeZone?: string;
  }): CandidateEvent => ({
    category: 'event',
    eventKey: `event_cancelled:${p.eventId}`,
    sourceKey: `event:${p.eventId}`,
    actionRequired: false,
    ...worded('eventCancelled', { title: p.title, startsAt: at(p.startsAt, p.timeZone) }),
    messageKey: 'eventCancelled',
    messageParams: { title: p.title, startsAt: p.startsAt.toISOString() },
    redirectUrl: '/careers/events',
    email: true,
  }),

  welcome: (p: { companyName: string }): CandidateEvent => ({
    category: 'welcome',
    eventKey: 'welcome',
    actionRequired: false,
    ...worded('welcome', { companyName: p.companyName }),
    messageKey: 'welcome',
    messageParams: { companyName: p.companyName },
    redirectUrl: '/careers/profile',
    email: false,
  }),
};
