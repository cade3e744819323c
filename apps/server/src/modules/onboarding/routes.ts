import { domainQuerySchema } from '@opencareers/contracts/boot';
import { onboardingBodySchema, onboardingResponseSchema } from '@opencareers/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboard, onboardingState } from './service.ts';

const tags = ['onboarding'];

/** spec shell §7: POST /api/pcsx/onboarding (no body), and the state it changes. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pcsx/onboarding',
    {
      schema: {
        tags,
        summary: 'Whether the candidate is onboarded and bootstrapped',
        querystring: domainQuerySchema,
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await onboardingState(app.db, request.tenant, user) };
    },
  );

  app.post(
    '/api/pcsx/onboarding',
    {
      schema: {
        tags,
        summary: 'Onboards the logged-in candidate and bootstraps their account',
        querystring: domainQuerySchema,
        body: onboardingBodySchema,
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await onboard(app.db, app.notifier, request.tenant, user) };
    },
  );
};
