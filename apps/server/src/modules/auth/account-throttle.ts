import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

export interface AccountThrottleLimits {
  /** Failed logins for one account (any address) before further attempts are refused. */
  maxFailures: number;
  windowMs: number;
}

/*
 * Login throttling per account, on top of the per-address limit of the route: guessing one
 * account's password from many addresses is stopped too. The counter is keyed by the email
 * asked for, whether or not an account has it, and answers the same either way, so it tells
 * nothing about which emails exist. Counters live in the shared rate_limits table.
 */
const keyFor = (tenantId: string, email: string) =>
  `login-account|${tenantId}|${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

/** Milliseconds until the account may try again, or 0 when it may now. */
export async function accountRetryAfterMs(
  db: Db,
  tenantId: string,
  email: string,
  limits: AccountThrottleLimits,
): Promise<number> {
  const since = new Date(Date.now() - limits.windowMs);
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyFor(tenantId, email)), gt(rateLimits.windowStart, since)));
  if (!row || row.count < limits.maxFailures) return 0;
  return Math.max(1000, new Date(row.windowStart).getTime() + limits.windowMs - Date.now());
}

export async function recordLoginFailure(
  db: Db,
  tenantId: string,
  email: string,
  limits: AccountThrottleLimits,
): Promise<void> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - limits.windowMs);
  await db
    .insert(rateLimits)
    .values({ key: keyFor(tenantId, email), count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    });
}

/** A successful login starts the account's count afresh. */
export async function clearLoginFailures(db: Db, tenantId: string, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(tenantId, email)));
}
