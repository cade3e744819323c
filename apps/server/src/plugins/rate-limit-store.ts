import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter in PostgreSQL implementing @fastify/rate-limit's store contract,
 * so a limit holds across every app process. One upsert per counted request.
 */
export function createPgRateLimitStore(db: Db) {
  return class PgRateLimitStore {
    constructor(private readonly options: { timeWindow?: number } = {}) {}

    incr(key: string, cb: IncrCallback, timeWindow?: number): void {
      const windowMs = Number(timeWindow ?? this.options.timeWindow ?? 60_000);
      const now = new Date();
      const windowStartCutoff = new Date(now.getTime() - windowMs);
      db.insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
        .then((rows) => {
          const row = rows[0]!;
          const ttl = Math.max(0, new Date(row.windowStart).getTime() + windowMs - now.getTime());
          cb(null, { current: row.count, ttl });
        }, cb);
    }

    child(routeOptions: { timeWindow?: number }) {
      return new PgRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}
