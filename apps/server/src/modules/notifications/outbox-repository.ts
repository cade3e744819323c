import type { OutboxMail } from '@opencareers/contracts/notifications';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  messageId: row.messageId,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  language: row.locale,
});

export const outboxRepository = {
  insert: async (db: Db, values: typeof emailOutbox.$inferInsert): Promise<OutboxRow> =>
    (await db.insert(emailOutbox).values(values).returning())[0]!,

  /**
   * Claims up to `limit` mails that are due, for `leaseMs`: pending ones whose time has come,
   * and ones left `sending` by a relay that stopped before marking them (their lease ran out).
   * SKIP LOCKED lets relays in several processes claim different rows at the same moment.
   */
  claimDue: async (db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)),
            and(
              eq(emailOutbox.status, 'sending'),
              or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(emailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${emailOutbox.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    }),

  markSent: async (db: Db, id: string, at: Date): Promise<void> => {
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: at, error: null, lockedUntil: null, nextAttemptAt: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  },

  /** After a failed attempt: try again at `retryAt`, or, with none left, a dead letter. */
  markFailed: async (db: Db, id: string, error: string, retryAt: Date | null): Promise<void> => {
    await db
      .update(emailOutbox)
      .set({
        status: retryAt ? 'pending' : 'dead',
        error: error.slice(0, 500),
        nextAttemptAt: retryAt,
        lockedUntil: null,
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  },

  /** An admin's "retry now" on a dead letter: a fresh set of attempts, due at once. */
  retryDead: async (db: Db, tenantId: string, id: string, now: Date): Promise<OutboxRow | undefined> =>
    (
      await db
        .update(emailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
        .where(
          and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id), eq(emailOutbox.status, 'dead')),
        )
        .returning()
    )[0],

  find: async (db: Db, tenantId: string, id: string): Promise<OutboxRow | undefined> =>
    (
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)))
    )[0],

  listForTenant: async (db: Db, tenantId: string, limit: number, offset = 0): Promise<OutboxRow[]> =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.tenantId, tenantId))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),

  countForTenant: async (db: Db, tenantId: string): Promise<number> =>
    (await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.tenantId, tenantId)))[0]!.n,

  listForUser: async (db: Db, tenantId: string, userId: string): Promise<OutboxRow[]> =>
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.userId, userId)))
      .orderBy(desc(emailOutbox.createdAt)),
};
