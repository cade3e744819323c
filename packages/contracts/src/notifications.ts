import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { domainQuerySchema } from './boot.ts';

/** spec shell §3 Notification: read_only, or action_required until its action is done. */
export const notificationTypes = ['read_only', 'action_required'] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** What happened; each kind has its own category title and email subject on the server. */
export const notificationCategories = [
  'offer',
  'form',
  'interview',
  'application',
  'saved_search',
  'message',
  'welcome',
  'event',
] as const;
export const notificationCategorySchema = z.enum(notificationCategories);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

/** Messages the web app words in the candidate's language (its notifications.messages keys). */
export const notificationMessageKeys = [
  'offerExtended',
  'offerExtendedNoExpiry',
  'offerExpiring',
  'formAssigned',
  'interviewScheduled',
  'interviewChanged',
  'interviewDetailsChanged',
  'interviewCancelled',
  'applicationStatusChanged',
  'savedSearchMatches',
  'welcome',
  'eventReminder',
  'eventChanged',
  'eventCancelled',
  'referralApplied',
  'referralStatusChanged',
  'referralClosed',
] as const;
export type NotificationMessageKey = (typeof notificationMessageKeys)[number];

/** A path inside the site ("/careers/..."), never another origin. */
export const sitePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .regex(/^\/(?![/\\])/, 'Use a path inside the site, starting with /');

/** spec shell §3 Notification, exactly as the panel reads it. */
export const notificationSchema = z.object({
  id: z.string(),
  categoryTitle: z.string(),
  /** Set when categoryTitle is the category's own title, which the web app can translate. */
  categoryKey: notificationCategorySchema.nullable(),
  /** English text; shown when there is no messageKey (free text) or the locale lacks it. */
  message: z.string(),
  messageKey: z.enum(notificationMessageKeys).nullable(),
  /** Values for messageKey; dates are ISO strings in names ending in At. */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdAt: z.string(),
  isClicked: z.boolean(),
  redirectUrl: z.string(),
  notificationType: notificationTypeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/pcsx/notifications: domain and type_filter (action_required, or none: absent or "none"). */
export const notificationListQuerySchema = domainQuerySchema.extend({
  type_filter: z.enum(['action_required', 'none']).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = dataEnvelope(
  z.object({ notifications: z.array(notificationSchema) }),
);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** The mark_* calls carry only the tenant in their body (spec shell §7). */
export const notificationMarkBodySchema = z
  .object({ domain: z.string().trim().min(1).max(253).optional() })
  .nullish();
export const notificationIdParamsSchema = z.object({ id: z.uuid({ message: 'Unknown notification' }) });
export const notificationMarkResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));
export const notificationClickedResponseSchema = dataEnvelope(z.object({ notification: notificationSchema }));

/** GET /api/pcsx/notification_badge: the number of notifications not yet viewed. */
export const notificationBadgeResponseSchema = dataEnvelope(z.object({ count: z.number().int().min(0) }));

/** spec shell §3 Notification boot data, plus what logged-out visitors may see. */
export const notificationBootDataSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  enableCandidateInappNotifications: z.boolean(),
  hasActionRequiredNotificationsConfigured: z.boolean(),
  loggedOutNotificationConfig: z.object({ enabled: z.boolean(), message: z.string() }),
});
export type NotificationBootData = z.infer<typeof notificationBootDataSchema>;
export const notificationBootDataResponseSchema = dataEnvelope(notificationBootDataSchema);

/** The candidate's choice of how to be told (settings page). In-app notifications are always on. */
export const notificationPreferencesSchema = z.object({ emailEnabled: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesBodySchema = notificationPreferencesSchema.extend({
  domain: z.string().trim().min(1).max(253).optional(),
});
export const notificationPreferencesResponseSchema = dataEnvelope(notificationPreferencesSchema);

/** POST /api/admin/notifications: an admin writes to one candidate of their tenant. */
export const adminNotificationBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'Enter a valid email address' })),
  message: z.string().trim().min(1, 'Required').max(1000, 'Use at most 1000 characters'),
  categoryTitle: z.string().trim().min(1).max(80).optional(),
  redirectUrl: sitePathSchema.optional(),
  notificationType: notificationTypeSchema.default('read_only'),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type AdminNotificationBody = z.input<typeof adminNotificationBodySchema>;
export const adminNotificationResponseSchema = dataEnvelope(z.object({ notification: notificationSchema }));

/**
 * One email as kept in the outbox. `pending`: waiting for the mail relay (again, after a failed
 * attempt, at nextAttemptAt); `sending`: claimed by a relay; `sent`; `dead`: every attempt failed
 * (an admin may retry it); `stored`: kept here because no SMTP server is set.
 */
/** An outbox mail's states, here once for the database schema, the server and the web. */
export const outboxStatuses = ['stored', 'pending', 'sending', 'sent', 'dead'] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: outboxStatusSchema,
  /** The last failed attempt's error. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** The Message-ID header every attempt uses. */
  messageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * The language the mail is written in (a UI locale code), sent as its Content-Language and
   * `<html lang>` (docs/i18n.md). Optional for older clients.
   */
  language: z.string().optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const adminOutboxQuerySchema = domainQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Mails to skip, newest first: page n of size limit starts at n × limit. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const adminOutboxResponseSchema = dataEnvelope(
  z.object({ mails: z.array(outboxMailSchema), total: z.number().int() }),
);
export const adminOutboxParamsSchema = z.object({ id: z.uuid() });
/** POST /api/admin/notifications/outbox/:id/retry: a dead letter, due again at once. */
export const adminOutboxRetryResponseSchema = dataEnvelope(z.object({ mail: outboxMailSchema }));
