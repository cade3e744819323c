import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { type CandidateEvent, categoryTitles } from './candidate-events.ts';
import type { Mailer } from './mailer.ts';
import { outboxRepository } from './outbox-repository.ts';
import { type NotificationRow, notificationRepository, preferencesRepository } from './repository.ts';

export interface NotifyResult {
  notification: NotificationRow;
  /** False when this event had been told before: nothing new was stored or sent. */
  created: boolean;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * The one place that tells a candidate something happened (DESIGN "Data"): it records the
 * event as a notification, once per event key, and sends the email the candidate allows
 * (through SMTP, or into the outbox when none is configured). Available as `app.notifier`.
 *
 *   await app.notifier.notify(tenantId, userId, candidateEvents.offerExtended({ offerId, positionName, expiresAt }));
 *   await app.notifier.resolveAction(tenantId, offerSourceKey(offerId)); // accepted or declined
 */
export class CandidateNotifier {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null,
    private readonly log?: Log,
  ) {}

  async notify(tenantId: string, userId: string, event: CandidateEvent): Promise<NotifyResult> {
    const recipient = (
      await this.db
        .select({ email: users.email, domain: tenants.domain, tenantName: tenants.name })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .limit(1)
    )[0];
    // A programming error, never user input: events are only ever raised for known candidates.
    if (!recipient) throw new Error(`notify: no user ${userId} in tenant ${tenantId}`);
    if (!/^\/(?![/\\])/.test(event.redirectUrl)) throw new Error(`notify: redirectUrl must be a site path`);

    const inserted = await notificationRepository.insertOnce(this.db, {
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
      eventKey: event.eventKey,
    });
    if (!inserted) {
      const existing = await notificationRepository.findByEventKey(this.db, tenantId, userId, event.eventKey);
      return { notification: existing!, created: false };
    }
    if (event.email && (await preferencesRepository.get(this.db, tenantId, userId)).emailEnabled) {
      await this.email(inserted, recipient);
    }
    return { notification: inserted, created: true };
  }

  /** Ends "action required" on the notifications about sourceKey, e.g. once an offer is answered. */
  resolveAction(tenantId: string, sourceKey: string, userId?: string): Promise<number> {
    return notificationRepository.resolve(this.db, tenantId, sourceKey, userId);
  }

  private async email(n: NotificationRow, to: { email: string; domain: string; tenantName: string }) {
    const link = `https://${to.domain}${n.redirectUrl}`;
    const mail = {
      to: to.email,
      subject: `${n.categoryTitle}: ${to.tenantName} careers`,
      text: `${n.message}\n\n${n.actionRequired ? 'Action required. ' : ''}Open: ${link}\n\nYou can choose which emails you get in your settings: https://${to.domain}/careers/settings\n`,
    };
    const row = await outboxRepository.insert(this.db, {
      tenantId: n.tenantId,
      userId: n.userId,
      notificationId: n.id,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      status: 'stored',
    });
    if (!this.mailer) return;
    try {
      await this.mailer.send(mail);
      await outboxRepository.markSent(this.db, row.id);
    } catch (err) {
      // The notification stands and the mail stays in the outbox, marked failed, for admins.
      const message = err instanceof Error ? err.message : String(err);
      this.log?.warn({ err: message, outboxId: row.id }, 'email could not be sent');
      await outboxRepository.markFailed(this.db, row.id, message);
    }
  }
}
