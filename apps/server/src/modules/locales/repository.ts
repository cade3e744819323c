import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export const localeRepository = {
  /** Sets the user's saved UI language; answers false when no such user is in the tenant. */
  save: async (db: Db, tenantId: string, userId: string, locale: string | null): Promise<boolean> =>
    (
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning({ id: users.id })
    ).length > 0,
};
