import { randomUUID } from 'node:crypto';
import { parseTenantConfig } from '@opencareers/contracts/tenant-config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import type { CandidateEvent } from './candidate-events.ts';
import { renderText } from './event-text.ts';
import { notificationEmail } from './notification-email.ts';
import { outboxRepository } from './outbox-repository.ts';
import { localeOfUser } from './recipient-locale.ts';
import { type NotificationRow, notificationRepository, preferencesRepository } from './repository.ts';
import { recipientLocale, type Translate, translator } from './server-messages.ts';

export interface NotifyResult {
  notification: NotificationRow;
  /** False when this event had been told before: nothing new was stored or sent. */
  created: boolean;
}

/**
 * The one place that tells a candidate something happened (DESIGN "Data"). It takes the
 * caller's transaction: the notification and its email are written together with the change
 * they tell about, so a committed change is always told and a rolled-back one never is. The
 * email is only written (as an outbox row); the mail relay sends it after the commit, with
 * retries (mail-relay.ts). Available as `app.notifier`.
 *
 *   await db.transaction(async (tx) => {
 *     … the change …
 *     await app.notifier.notify(tx, tenantId, userId, candidateEvents.offerExtended({ … }));
 *     await app.notifier.resolveAction(tx, tenantId, offerSourceKey(offerId)); // answered
 *   });
 */
export class CandidateNotifier {
  /**
   * @param sendsMail whether a mail server is configured: rows then wait for the relay, else are stored.
   * @param publicOrigin PUBLIC_ORIGIN, the default tenant's origin for email links (canonical-origin.ts).
   */
  constructor(
    private readonly sendsMail: boolean,
    private readonly publicOrigin?: string,
  ) {}

  async notify(tx: Db, tenantId: string, userId: string, event: CandidateEvent): Promise<NotifyResult> {
    const recipient = (
      await tx
        .select({
          email: users.email,
          locale: users.locale,
          domain: tenants.domain,
          tenantName: tenants.name,
          isDefault: tenants.isDefault,
          config: tenants.config,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .limit(1)
    )[0];
    // A programming error, never user input: events are only ever raised for known candidates.
    if (!recipient) throw new Error(`notify: no user ${userId} in tenant ${tenantId}`);
    if (!/^\/(?![/\\])/.test(event.redirectUrl)) throw new Error(`notify: redirectUrl must be a site path`);
    const config = parseTenantConfig(recipient.config);
    // Written once, here, in the recipient's language: the stored notification and its email
    // say the same thing (docs/i18n.md "Emails and notifications").
    const locale = recipientLocale(recipient.locale, config.locale.default);
    const t = translator(locale);

    const inserted = await notificationRepository.insertOnce(tx, {
      tenantId,
      userId,
      category: event.category,
      categoryTitle: event.categoryTitle ?? t(`categories.${event.category}`),
      message: event.text ? renderText(locale, event.text) : event.message,
      messageKey: event.messageKey ?? null,
      messageParams: event.messageParams ?? null,
      redirectUrl: event.redirectUrl,
      actionRequired: event.actionRequired,
      sourceKey: event.sourceKey ?? null,
      aboutUserId: event.aboutUserId ?? null,
      eventKey: event.eventKey,
    });
    if (!inserted) {
      const existing = await notificationRepository.findByEventKey(tx, tenantId, userId, event.eventKey);
      return { notification: existing!, created: false };
    }
    if (event.email && (await preferencesRepository.get(tx, tenantId, userId)).emailEnabled) {
      // Links in emails use the tenant's canonical origin, never a request's Host header.
      const origin = canonicalOrigin({ ...recipient, config }, this.publicOrigin);
      await this.writeEmail(tx, inserted, { ...recipient, origin }, locale, t);
    }
    return { notification: inserted, created: true };
  }

  /** Ends "action required" on the notifications about sourceKey, e.g. once an offer is answered. */
  resolveAction(tx: Db, tenantId: string, sourceKey: string, userId?: string): Promise<number> {
    return notificationRepository.resolve(tx, tenantId, sourceKey, userId);
  }

  private async writeEmail(
    tx: Db,
    n: NotificationRow,
    to: { email: string; domain: string; tenantName: string; origin: string },
    locale: string,
    t: Translate,
  ) {
    const { subject, text } = notificationEmail(t, n, to);
    const id = randomUUID();
    await outboxRepository.insert(tx, {
      id,
      tenantId: n.tenantId,
      userId: n.userId,
      notificationId: n.id,
      toAddress: to.email,
      subject,
      textBody: text,
      // The language it is written in, kept with it: the relay never works it out again.
      locale,
      messageId: `<${id}@${to.domain}>`,
      status: this.sendsMail ? 'pending' : 'stored',
      nextAttemptAt: this.sendsMail ? new Date() : null,
    });
  }

  /**
   * The language to write to a user in (their saved choice, else the company's default, else
   * English) and its texts, for an email that belongs to no notification (queueEmail). The
   * relay labels the email with the same language (Content-Language, `<html lang>`).
   */
  async writerFor(db: Db, tenantId: string, userId: string): Promise<{ locale: string; t: Translate }> {
    const locale = await localeOfUser(db, tenantId, userId);
    return { locale, t: translator(locale) };
  }

  /**
   * Writes one email that belongs to no notification (e.g. a password-reset link) to the
   * outbox, in the caller's transaction; the relay sends it like any other.
   */
  async queueEmail(
    tx: Db,
    mail: {
      tenantId: string;
      userId: string | null;
      domain: string;
      to: string;
      subject: string;
      text: string;
      headers?: Record<string, string>;
      /** The language it is written in (a registered locale code), kept for the relay (docs/i18n.md). */
      locale: string;
    },
  ): Promise<void> {
    const id = randomUUID();
    await outboxRepository.insert(tx, {
      id,
      tenantId: mail.tenantId,
      userId: mail.userId,
      notificationId: null,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      headers: mail.headers ?? null,
      locale: mail.locale,
      messageId: `<${id}@${mail.domain}>`,
      status: this.sendsMail ? 'pending' : 'stored',
      nextAttemptAt: this.sendsMail ? new Date() : null,
    });
  }
}
