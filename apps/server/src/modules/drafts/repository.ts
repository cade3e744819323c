import type { DraftContext } from '@opencareers/contracts/drafts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formDrafts } from '../../db/schema/index.ts';

export interface DraftOwner {
  tenantId: string;
  userId: string;
}

const owned = (o: DraftOwner, context: DraftContext) =>
  and(eq(formDrafts.tenantId, o.tenantId), eq(formDrafts.userId, o.userId), eq(formDrafts.context, context));

export type DraftRow = typeof formDrafts.$inferSelect;

export const draftRepository = {
  find: async (db: Db, o: DraftOwner, context: DraftContext, contextId: string) =>
    (
      await db
        .select()
        .from(formDrafts)
        .where(and(owned(o, context), eq(formDrafts.contextId, contextId)))
        .limit(1)
    )[0],

  /** One row per owner and context: a later save replaces the answers. */
  upsert: async (
    db: Db,
    o: DraftOwner,
    context: DraftContext,
    contextId: string,
    answers: Record<string, unknown>,
    formVersion: number | null,
  ): Promise<DraftRow> => {
    const [row] = await db
      .insert(formDrafts)
      .values({ ...o, context, contextId, answers, formVersion })
      .onConflictDoUpdate({
        target: [formDrafts.tenantId, formDrafts.userId, formDrafts.context, formDrafts.contextId],
        set: { answers, formVersion, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('draft upsert returned nothing');
    return row;
  },

  /** Newest first. */
  list: (db: Db, o: DraftOwner, context: DraftContext) =>
    db.select().from(formDrafts).where(owned(o, context)).orderBy(desc(formDrafts.updatedAt)),

  /** Removes these drafts of the owner; answers the context ids that were removed. */
  remove: async (db: Db, o: DraftOwner, context: DraftContext, contextIds: string[]): Promise<string[]> => {
    if (!contextIds.length) return [];
    const rows = await db
      .delete(formDrafts)
      .where(and(owned(o, context), inArray(formDrafts.contextId, contextIds)))
      .returning({ contextId: formDrafts.contextId });
    return rows.map((r) => r.contextId);
  },
};
