import { okResponseSchema } from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  createReferralBodySchema,
  referralIdParamsSchema,
  referralResponseSchema,
  referralsQuerySchema,
  referralsResponseSchema,
} from '@opencareers/contracts/referrals';
import { referralPaths } from '@opencareers/contracts/referrals-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReferral, listReferrals, resendReferral, withdrawReferral } from './service.ts';

const tags = ['referrals'];

/** A signed-in user refers someone to a job and follows how it goes (issue 20 item 4). */
export const referralRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  app.get(
    referralPaths.dashboard,
    {
      schema: {
        tags,
        summary:
          "The people I referred, newest first, each with their application's stage (spec shell §7: reads referrals)",
        querystring: referralsQuerySchema,
        response: { 200: referralsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: { referrals: await listReferrals(app.db, request.tenant, user.id) } };
    },
  );

  app.post(
    referralPaths.create,
    {
      config: { auth: 'user', rateLimit: { max: opts.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Refer someone to an open job by email: 201; 409 when they already have an open referral to it',
        querystring: domainQuerySchema,
        body: createReferralBodySchema,
        response: { 201: referralResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const referral = await createReferral(
        app.db,
        app.notifier,
        { tenant: request.tenant, referrer: user, origin: request.siteOrigin() },
        request.body,
      );
      return reply.status(201).send({ data: { referral } });
    },
  );

  app.delete(
    referralPaths.one,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Withdraw one of my referrals nobody applied through: its link links nothing from now on',
        params: referralIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await withdrawReferral(app.db, request.tenant, user.id, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    referralPaths.resend,
    {
      config: { auth: 'user', rateLimit: { max: opts.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Send the invitation email of an open referral again (at most once a day: 429)',
        params: referralIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: referralResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const referral = await resendReferral(
        app.db,
        app.notifier,
        { tenant: request.tenant, referrer: user, origin: request.siteOrigin() },
        request.params.id,
      );
      return { data: { referral } };
    },
  );
};
