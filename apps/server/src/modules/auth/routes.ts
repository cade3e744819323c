import {
  authUserResponseSchema,
  loginBodySchema,
  okResponseSchema,
  signupBodySchema,
} from '@opencareers/contracts/auth';
import { authPaths } from '@opencareers/contracts/auth-paths';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bootUserOf } from '../profile/service.ts';
import type { AccountThrottleLimits } from './account-throttle.ts';
import { loadBreachedPasswords } from './breached-passwords.ts';
import { logIn, signUp } from './service.ts';
import { startSession } from './start-session.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  rateLimitMax: number;
  accountThrottle: AccountThrottleLimits;
}> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimitMax, timeWindow: 60_000 };
  // Load the breach list while starting, not during the first sign-up.
  app.addHook('onReady', async () => void loadBreachedPasswords());

  app.post(
    authPaths.signup,
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
      return reply.status(201).send({ data: { user: await bootUserOf(app.db, user, request.tenant.id) } });
    },
  );

  app.post(
    authPaths.login,
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
      const user = await logIn(app.db, request.tenant, request.body, opts.accountThrottle);
      await startSession(request, user);
      return { data: { user: await bootUserOf(app.db, user, request.tenant.id) } };
    },
  );

  app.post(
    authPaths.logout,
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
