import type { OutboxMail } from '@opencareers/contracts/notifications';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

type OutboxRow = typeof emailOutbox.$inferSelect;

export const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export const outboxRepository = {
  insert: async (db: Db, values: typeof emailOutbox.$inferInsert): Promise<OutboxRow> =>
    (await db.insert(emailOutbox).values(values).returning())[0]!,

  markSent: async (db: Db, id: string): Promise<void> => {
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), error: null })
      .where(eq(emailOutbox.id, id));
  },

  markFailed: async (db: Db, id: string, error: string): Promise<void> => {
    await db
      .update(emailOutbox)
      .set({ status: 'failed', error: error.slice(0, 500) })
      .where(eq(emailOutbox.id, id));
  },

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
