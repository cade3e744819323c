import {
  applicationIdParamsSchema,
  applicationResponseSchema,
  applyFormQuerySchema,
  applyFormResponseSchema,
  dashboardApplicationsResponseSchema,
  submitApplicationBodySchema,
} from '@opencareers/contracts/applications';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecretBox } from '../../lib/secret-box.ts';
import {
  applyFormView,
  listApplications,
  submitApplication,
  withdrawApplication,
} from './candidate-service.ts';

// Uploads travel inside the answers as base64, as with every form submission.
const submissionBodyLimit = 40 * 1024 * 1024;

/** The candidate's side of applications; the spec's dashboard path plus ours in its style. */
export const applicationRoutes: FastifyPluginAsyncZod<{ submitRateLimitMax: number }> = async (app, opts) => {
  const box = await SecretBox.open(app.db);
  const tags = ['applications'];

  app.get(
    '/api/pcsx/apply_form',
    {
      schema: {
        tags,
        summary: "The apply page: the position, the tenant's application form and any earlier application",
        querystring: applyFormQuerySchema,
        response: { 200: applyFormResponseSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return {
        data: await applyFormView(app.db, request.tenant, user?.id ?? null, request.query.position_id),
      };
    },
  );

  app.post(
    '/api/pcsx/applications',
    {
      bodyLimit: submissionBodyLimit,
      config: { auth: 'user', rateLimit: { max: opts.submitRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Apply to a position; answers are validated with the form toolkit rules',
        querystring: domainQuerySchema,
        body: submitApplicationBodySchema,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const application = await submitApplication(
        app.db,
        box,
        { tenantId: request.tenant.id, userId: user.id },
        request.body,
      );
      return reply.status(201).send({ data: { application } });
    },
  );

  app.get(
    '/api/pcsx/dashboard/applications',
    {
      schema: {
        tags,
        summary: "The logged-in candidate's applications: active ones and ended ones apart",
        querystring: domainQuerySchema,
        response: { 200: dashboardApplicationsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await listApplications(app.db, request.tenant.id, user.id) };
    },
  );

  app.post(
    '/api/pcsx/applications/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw one of my applications',
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const application = await withdrawApplication(
        app.db,
        { tenantId: request.tenant.id, userId: user.id },
        request.params.id,
      );
      return { data: { application } };
    },
  );
};
