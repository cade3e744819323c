import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { PgSessionStore } from './session-store.ts';

declare module 'fastify' {
  interface Session {
    tenantId?: string;
    userId?: string;
    /** Login time (ms), for the absolute expiry. */
    loginAt?: number;
    /** Last time the idle expiry was pushed back (ms). */
    seenAt?: number;
  }
}

export const SESSION_COOKIE = 'oc_session';
/** Push the idle expiry back at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export default fp(
  async (app, opts: { config: AppConfig; secret: string }) => {
    const { config } = opts;
    const store = new PgSessionStore(app.db, config.sessionIdleMs);
    await app.register(fastifyCookie, { secret: opts.secret });
    await app.register(fastifySession, {
      secret: opts.secret,
      cookieName: SESSION_COOKIE,
      store,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/',
        maxAge: config.sessionIdleMs,
      },
    });

    // Idle and absolute expiry. A session of another tenant is treated as logged out.
    app.addHook('preHandler', async (request) => {
      const s = request.session;
      if (!s?.userId) return;
      const now = Date.now();
      if (!s.loginAt || now - s.loginAt > config.sessionMaxAgeMs) {
        await s.destroy();
        return;
      }
      if (!s.seenAt || now - s.seenAt > TOUCH_EVERY_MS) {
        s.seenAt = now;
        s.touch();
      }
    });

    const timer = setInterval(() => void store.prune().catch(() => {}), 15 * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['db'] },
);
