import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const userRepository = {
  findByEmail: async (db: Db, tenantId: string, email: string): Promise<UserRow | undefined> =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
        .limit(1)
    )[0],

  findById: async (db: Db, tenantId: string, id: string): Promise<UserRow | undefined> =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .limit(1)
    )[0],

  /** Inserts unless the email is taken in that tenant; answers undefined when it was. */
  insert: async (db: Db, values: NewUser): Promise<UserRow | undefined> =>
    (await db.insert(users).values(values).onConflictDoNothing().returning())[0],

  touchLogin: async (db: Db, id: string): Promise<void> => {
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
  },
};
