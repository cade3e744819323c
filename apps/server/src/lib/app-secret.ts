import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * A secret shared by every process of one installation: generated once, kept in the
 * database, so N servers sign cookies alike without the operator having to set one.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const row = (await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0];
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
