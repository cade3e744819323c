import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerNextSteps } from '../../db/schema/index.ts';

/** The tenant's "what happens next" text and when it was saved; null text: the standard one. */
export async function tenantNextSteps(db: Db, tenantId: string) {
  const [row] = await db.select().from(offerNextSteps).where(eq(offerNextSteps.tenantId, tenantId));
  return { text: row?.text ?? null, updatedAt: row?.updatedAt ?? null };
}

/** Saves the text (the last save wins: one short text, no merge); null goes back to the standard. */
export async function saveTenantNextSteps(db: Db, tenantId: string, userId: string, text: string | null) {
  if (text === null) {
    await db.delete(offerNextSteps).where(eq(offerNextSteps.tenantId, tenantId));
    return;
  }
  const values = { text, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(offerNextSteps)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: offerNextSteps.tenantId, set: values });
}
