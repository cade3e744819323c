import { parseTenantConfig } from '@opencareers/contracts/tenant-config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { recipientLocale } from './server-messages.ts';

/**
 * The language to write to a user in (server-messages.ts recipientLocale): their saved choice,
 * else their company's default, else English. English for no user (an invitation to an address).
 */
export async function localeOfUser(db: Db, tenantId: string, userId: string | null): Promise<string> {
  if (!userId) return 'en';
  const [row] = await db
    .select({ locale: users.locale, config: tenants.config })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row) return 'en';
  return recipientLocale(row.locale, parseTenantConfig(row.config).locale.default);
}
