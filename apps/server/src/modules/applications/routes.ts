import {
  applicationIdParamsSchema,
  applicationResponseSchema,
  applyFormQuerySchema,
  applyFormResponseSchema,
  dashboardApplicationsResponseSchema,
  submitApplicationBodySchema,
} from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  applicationDraftResponseSchema,
  deleteDraftApplicationsResponseSchema,
  draftPositionParamsSchema,
  saveApplicationDraftBodySchema,
} from '@opencareers/contracts/drafts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecretBox } from '../../lib/secret-box.ts';
import {
  applyFormView,
  listApplications,
  submitApplication,
  withdrawApplication,
} from './candidate-service.ts';
import { deleteApplicationDraft, getApplicationDraft, saveApplicationDraft } from './draft-service.ts';

// A draft holds typed answers only (uploads are never kept); the service bounds it at 256 KB.
const draftBodyLimit = 1024 * 1024;

// Uploads travel inside the answers as base64, as with every form submission.
const submissionBodyLimit = 40 * 1024 * 1024;

/** The candidate's side of applications; the spec's dashboard path plus ours in its style. */
export const applicationRoutes: FastifyPluginAsyncZod<{ submitRateLimitMax: number }> = async (app, opts) => {
  const box = await SecretBox.open(app.db);
  const tags = ['applications'];

  app.get(
    applicationPaths.applyForm,
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
    applicationPaths.submit,
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
        app.notifier,
      );
      return reply.status(201).send({ data: { application } });
    },
  );

  app.get(
    applicationPaths.dashboard,
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
    applicationPaths.withdraw,
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

  app.get(
    applicationPaths.draft,
    {
      schema: {
        tags,
        summary: 'My autosaved answers for this position, read against its form as it is now',
        params: draftPositionParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: applicationDraftResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return {
        data: await getApplicationDraft(app.db, request.tenant, user.id, request.params.position_id),
      };
    },
  );

  app.put(
    applicationPaths.draft,
    {
      bodyLimit: draftBodyLimit,
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Autosave my answers for this position (never SSN/SIN answers or uploads)',
        params: draftPositionParamsSchema,
        querystring: domainQuerySchema,
        body: saveApplicationDraftBodySchema,
        response: { 200: applicationDraftResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return {
        data: await saveApplicationDraft(
          app.db,
          request.tenant,
          user.id,
          request.params.position_id,
          request.body,
        ),
      };
    },
  );

  app.delete(
    applicationPaths.draft,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete my draft for this position',
        params: draftPositionParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: deleteDraftApplicationsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const owner = { tenantId: request.tenant.id, userId: user.id };
      return { data: await deleteApplicationDraft(app.db, owner, request.params.position_id) };
    },
  );
};
