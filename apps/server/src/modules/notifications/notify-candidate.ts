import { randomUUID } from 'node:crypto';
import { parseTenantConfig } from '@opencareers/contracts/tenant-config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import { type CandidateEvent, categoryTitles } from './candidate-events.ts';
import { outboxRepository } from './outbox-repository.ts';
import { type NotificationRow, notificationRepository, preferencesRepository } from './repository.ts';

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

    const inserted = await notificationRepository.insertOnce(tx, {
      tenantId,
      userId,
      category: event.category,
      categoryTitle: event.categoryTitle ?? categoryTitles[event.category],
      message: event.message,
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
      const origin = canonicalOrigin(
        { ...recipient, config: parseTenantConfig(recipient.config) },
        this.publicOrigin,
      );
      await this.writeEmail(tx, inserted, { ...recipient, origin });
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
  ) {
    const link = `${to.origin}${n.redirectUrl}`;
    const id = randomUUID();
    await outboxRepository.insert(tx, {
      id,
      tenantId: n.tenantId,
      userId: n.userId,
      notificationId: n.id,
      toAddress: to.email,
      subject: `${n.categoryTitle}: ${to.tenantName} careers`,
      textBody: `${n.message}\n\n${n.actionRequired ? 'Action required. ' : ''}Open: ${link}\n\nYou can choose which emails you get in your settings: ${to.origin}/careers/settings\n`,
      messageId: `<${id}@${to.domain}>`,
      status: this.sendsMail ? 'pending' : 'stored',
      nextAttemptAt: this.sendsMail ? new Date() : null,
    });
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
      messageId: `<${id}@${mail.domain}>`,
      status: this.sendsMail ? 'pending' : 'stored',
      nextAttemptAt: this.sendsMail ? new Date() : null,
    });
  }
}
