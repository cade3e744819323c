import {
  authUserResponseSchema,
  loginBodySchema,
  okResponseSchema,
  signupBodySchema,
} from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from './repository.ts';
import { logIn, signUp, toBootUser } from './service.ts';

/** Rotates the session id at login so a session fixed before login is worthless after it. */
async function startSession(request: FastifyRequest, user: UserRow) {
  await request.session.regenerate();
  const now = Date.now();
  request.session.tenantId = user.tenantId;
  request.session.userId = user.id;
  request.session.loginAt = now;
  request.session.seenAt = now;
}

export const authRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimitMax, timeWindow: 60_000 };

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create a candidate account and log in',
        querystring: domainQuerySchema,
        body: signupBodySchema,
        response: { 201: authUserResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.tenant, request.body);
      await startSession(request, user);
      return reply.status(201).send({ data: { user: toBootUser(user, request.tenant.id) } });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        querystring: domainQuerySchema,
        body: loginBodySchema,
        response: { 200: authUserResponseSchema },
      },
    },
    async (request) => {
      const user = await logIn(app.db, request.tenant, request.body);
      await startSession(request, user);
      return { data: { user: toBootUser(user, request.tenant.id) } };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out',
        querystring: domainQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      if (request.session.userId) await request.session.destroy();
      return { data: { ok: true as const } };
    },
  );
};
