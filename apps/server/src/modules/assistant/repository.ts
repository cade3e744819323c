import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistantKnowledge } from '../../db/schema/index.ts';

export type KnowledgeRow = typeof assistantKnowledge.$inferSelect;
export interface KnowledgeFields {
  title: string;
  body: string;
  keywords: string;
}

/** The knowledge base's rows; every query is bound to one tenant. */
export const knowledgeRepository = {
  list(db: Db, tenantId: string): Promise<KnowledgeRow[]> {
    return db
      .select()
      .from(assistantKnowledge)
      .where(eq(assistantKnowledge.tenantId, tenantId))
      .orderBy(asc(assistantKnowledge.createdAt), asc(assistantKnowledge.id));
  },

  async count(db: Db, tenantId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(assistantKnowledge)
      .where(eq(assistantKnowledge.tenantId, tenantId));
    return row?.n ?? 0;
  },

  async insert(db: Db, tenantId: string, userId: string, fields: KnowledgeFields): Promise<KnowledgeRow> {
    const [row] = await db
      .insert(assistantKnowledge)
      .values({ tenantId, updatedBy: userId, ...fields })
      .returning();
    return row!;
  },

  async update(
    db: Db,
    tenantId: string,
    id: string,
    userId: string,
    fields: KnowledgeFields,
  ): Promise<KnowledgeRow | undefined> {
    const [row] = await db
      .update(assistantKnowledge)
      .set({ ...fields, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(assistantKnowledge.tenantId, tenantId), eq(assistantKnowledge.id, id)))
      .returning();
    return row;
  },

  async delete(db: Db, tenantId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(assistantKnowledge)
      .where(and(eq(assistantKnowledge.tenantId, tenantId), eq(assistantKnowledge.id, id)))
      .returning({ id: assistantKnowledge.id });
    return rows.length > 0;
  },
};
