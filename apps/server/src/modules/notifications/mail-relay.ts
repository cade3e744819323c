import type { Db } from '../../db/client.ts';
import { emailHtml } from './email-html.ts';
import type { Mailer } from './mailer.ts';
import { outboxRepository } from './outbox-repository.ts';

export interface RelayPolicy {
  /** Attempts before a mail becomes a dead letter. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long a claimed mail belongs to one relay before another may try it. */
  leaseMs: number;
  /** Mails claimed per batch. */
  batchSize: number;
}

export const defaultRelayPolicy: RelayPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  leaseMs: 5 * 60 * 1000,
  batchSize: 50,
};

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export const backoffMs = (attempts: number, p: Pick<RelayPolicy, 'baseDelayMs' | 'maxDelayMs'>): number =>
  Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** Math.max(0, attempts - 1));

export interface RelayResult {
  sent: number;
  retried: number;
  dead: number;
}

/**
 * Sends the outbox's due mails (transactional outbox, issue 13). Each mail is claimed for a
 * lease before it is sent and marked sent after, so relays in several processes never send
 * the same row at the same time, and a mail is sent at most once per successful attempt.
 * One gap is accepted: a process that dies after the mail server took a mail but before it
 * was marked sent leaves it `sending`; when the lease ends it is sent again with the same
 * Message-ID, so the delivery is at-least-once and a receiving system can drop the duplicate.
 */
export async function relayOutbox(
  db: Db,
  mailer: Mailer,
  policy: RelayPolicy = defaultRelayPolicy,
  clock: () => Date = () => new Date(),
): Promise<RelayResult> {
  const result: RelayResult = { sent: 0, retried: 0, dead: 0 };
  for (;;) {
    const batch = await outboxRepository.claimDue(db, clock(), policy.batchSize, policy.leaseMs);
    for (const row of batch) {
      try {
        // The language the row was written in, stored with it: never worked out again here, so
        // a user who changes language before the mail goes out gets headers that match its text.
        const language = row.locale;
        await mailer.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: emailHtml(row.textBody, row.subject, language),
          language,
          ...(row.messageId ? { messageId: row.messageId } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
        });
        await outboxRepository.markSent(db, row.id, clock());
        result.sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const last = row.attempts >= policy.maxAttempts;
        const retryAt = last ? null : new Date(clock().getTime() + backoffMs(row.attempts, policy));
        await outboxRepository.markFailed(db, row.id, message, retryAt);
        if (last) result.dead++;
        else result.retried++;
      }
    }
    if (batch.length < policy.batchSize) return result;
  }
}
