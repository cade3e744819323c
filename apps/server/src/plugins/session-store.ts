import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/**
 * The @fastify/session store contract, persisted in PostgreSQL so every app process sees
 * the same sessions. Only sessions that carry a tenant are written (a logged-out visitor
 * has nothing to store).
 */
export class PgSessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  set(sid: string, session: Session, cb: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const tenantId = session.tenantId;
    if (!tenantId) {
      cb();
      return;
    }
    const expiresAt = session.cookie.expires ?? new Date(Date.now() + this.idleMs);
    this.db
      .insert(sessions)
      .values({ idHash: hashId(sid), tenantId, userId: session.userId ?? null, data, expiresAt })
      .onConflictDoUpdate({
        target: sessions.idHash,
        set: { data, expiresAt, userId: session.userId ?? null },
      })
      .then(() => cb(), cb);
  }

  get(sid: string, cb: GetCallback): void {
    this.db
      .select({ data: sessions.data })
      .from(sessions)
      .where(and(eq(sessions.idHash, hashId(sid)), gt(sessions.expiresAt, new Date())))
      .limit(1)
      .then((rows) => cb(null, (rows[0]?.data as Session | undefined) ?? null), cb);
  }

  destroy(sid: string, cb: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.idHash, hashId(sid)))
      .then(() => cb(), cb);
  }

  /** Removes expired rows; called now and then so the table does not grow without bound. */
  async prune(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
