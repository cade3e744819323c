import fastifyCsrf from '@fastify/csrf-protection';
import { headers } from '@opencareers/contracts/api-envelope';
import { apiPrefix } from '@opencareers/contracts/api-path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { cookieNames } from './cookie-names.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This request's CSRF token. Use it instead of `generateCsrf()`: a first request has no
     * secret cookie yet, and each `generateCsrf()` call would then mint a different secret.
     */
    csrfToken(): string;
  }
  interface FastifyContextConfig {
    /** Set on routes that must accept requests without a CSRF token (none today). */
    skipCsrf?: boolean;
  }
}

/**
 * CSRF as the specs describe: the token travels in a page meta value and the
 * `x-csrf-token` header; its secret lives in a signed HttpOnly cookie, so logged-out
 * visitors need no server-side session. Every state-changing request is checked.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    await app.register(fastifyCsrf, {
      cookieKey: cookieNames(opts.config).csrf,
      cookieOpts: {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        signed: true,
        secure: cookieNames(opts.config).secure,
      },
      getToken: (req) => req.headers[headers.csrf] as string | undefined,
    });

    const tokenKey = Symbol('csrfToken');
    app.decorateReply('csrfToken', function (this: FastifyReply & { [tokenKey]?: string }) {
      this[tokenKey] ??= this.generateCsrf();
      return this[tokenKey];
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (!unsafeMethods.has(request.method) || request.routeOptions.config?.skipCsrf) return done();
      app.csrfProtection(request, reply, done);
    });

    // Give every API answer a fresh token, which the client stores (search spec §7).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith(apiPrefix) && !reply.hasHeader(headers.csrf) && reply.statusCode < 500) {
        reply.header(headers.csrf, reply.csrfToken());
      }
      return payload;
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
