import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { cookieNames } from './cookie-names.ts';
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

/** Push the idle expiry back at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export default fp(
  async (app, opts: { config: AppConfig; secret: string }) => {
    const { config } = opts;
    const names = cookieNames(config);
    const store = new PgSessionStore(app.db, config.sessionIdleMs);
    await app.register(fastifyCookie, { secret: opts.secret });
    await app.register(fastifySession, {
      secret: opts.secret,
      cookieName: names.session,
      store,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: names.secure,
        path: '/',
        maxAge: config.sessionIdleMs,
      },
    });

    // Idle and absolute expiry, as soon as the session is loaded: the access checks of
    // plugins/access.ts (onRequest) must never see an expired login.
    app.addHook('onRequest', async (request) => {
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
