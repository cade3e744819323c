import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingStates } from '../../db/schema/index.ts';

const theUser = (tenantId: string, userId: string) =>
  and(eq(onboardingStates.tenantId, tenantId), eq(onboardingStates.userId, userId));

export const onboardingRepository = {
  find: async (db: Db, tenantId: string, userId: string) =>
    (await db.select().from(onboardingStates).where(theUser(tenantId, userId)).limit(1))[0],

  /** The first onboarding call wins; repeating it changes nothing. */
  markOnboarded: async (db: Db, tenantId: string, userId: string): Promise<void> => {
    await db.insert(onboardingStates).values({ tenantId, userId }).onConflictDoNothing();
  },

  markBootstrapped: async (db: Db, tenantId: string, userId: string): Promise<void> => {
    await db.update(onboardingStates).set({ bootstrappedAt: new Date() }).where(theUser(tenantId, userId));
  },
};
