import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistantConnections } from '../../db/schema/index.ts';

export type ConnectionRow = typeof assistantConnections.$inferSelect;
export type ConnectionFields = Omit<ConnectionRow, 'tenantId' | 'updatedAt'>;

/** The language-model connection's row of one tenant (at most one). */
export const connectionRepository = {
  async get(db: Db, tenantId: string): Promise<ConnectionRow | undefined> {
    const [row] = await db
      .select()
      .from(assistantConnections)
      .where(eq(assistantConnections.tenantId, tenantId))
      .limit(1);
    return row;
  },

  async put(db: Db, tenantId: string, fields: ConnectionFields): Promise<ConnectionRow> {
    const values = { ...fields, updatedAt: new Date() };
    const [row] = await db
      .insert(assistantConnections)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: assistantConnections.tenantId, set: values })
      .returning();
    return row!;
  },
};
