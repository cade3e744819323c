import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nudgeDismissals } from '../../db/schema/index.ts';

export const nudgeDismissalRepository = {
  async dismissedIds(db: Db, tenantId: string, userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: nudgeDismissals.nudgeId })
      .from(nudgeDismissals)
      .where(and(eq(nudgeDismissals.tenantId, tenantId), eq(nudgeDismissals.userId, userId)));
    return new Set(rows.map((r) => r.id));
  },

  /** Idempotent: dismissing twice keeps the first time. */
  async dismiss(db: Db, tenantId: string, userId: string, nudgeId: string): Promise<void> {
    await db.insert(nudgeDismissals).values({ tenantId, userId, nudgeId }).onConflictDoNothing();
  },
};
