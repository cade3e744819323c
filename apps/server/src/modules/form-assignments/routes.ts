import {
  assignmentIdParamsSchema,
  formAssignmentResponseSchema,
  formsListQuerySchema,
  formsListResponseSchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
  submitAssignmentBodySchema,
  submitAssignmentResponseSchema,
} from '@opencareers/contracts/form-assignments';
import { formAssignmentPaths } from '@opencareers/contracts/form-assignments-paths';
import { formsQuerySchema } from '@opencareers/contracts/forms';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecretBox } from '../../lib/secret-box.ts';
import { adminAssignmentRoutes } from './admin-routes.ts';
import {
  assignmentView,
  type CandidateContext,
  formsList,
  saveDraft,
  submitAssignment,
} from './candidate-service.ts';

// Uploads travel inside the answers as base64, as with any form submission.
const submissionBodyLimit = 40 * 1024 * 1024;
// A draft holds typed answers only (uploads are never kept), so it stays small.
const draftBodyLimit = 1024 * 1024;

/** The candidate's forms center and form view calls, and the admin's assignment calls. */
export const formAssignmentRoutes: FastifyPluginAsyncZod<{ submitRateLimitMax: number }> = async (
  app,
  opts,
) => {
  const box = await SecretBox.open(app.db);
  const tags = ['form assignments'];
  const context = async (request: FastifyRequest): Promise<CandidateContext> => ({
    db: app.db,
    tenantId: request.tenant.id,
    userId: (await request.requireUser()).id,
  });

  await app.register(adminAssignmentRoutes);

  app.get(
    formAssignmentPaths.list,
    {
      schema: {
        tags,
        summary: "The logged-in candidate's assigned forms, by tab (to_do, completed)",
        querystring: formsListQuerySchema,
        response: { 200: formsListResponseSchema },
      },
    },
    async (request) => {
      const { tab_id, include_tab_list } = request.query;
      const includeTabs = include_tab_list === 'true' || include_tab_list === '1';
      return { data: await formsList(await context(request), tab_id, includeTabs) };
    },
  );

  app.get(
    formAssignmentPaths.one,
    {
      schema: {
        tags,
        summary: 'One of my assigned forms, with its definition and my draft or submitted answers',
        params: assignmentIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: formAssignmentResponseSchema },
      },
    },
    async (request) => ({ data: await assignmentView(await context(request), request.params.id) }),
  );

  app.put(
    formAssignmentPaths.draft,
    {
      bodyLimit: draftBodyLimit,
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save my answers for later; the form becomes in progress',
        params: assignmentIdParamsSchema,
        querystring: formsQuerySchema,
        body: saveDraftBodySchema,
        response: { 200: saveDraftResponseSchema },
      },
    },
    async (request) => ({
      data: await saveDraft(await context(request), request.params.id, request.body.values),
    }),
  );

  app.post(
    formAssignmentPaths.submit,
    {
      bodyLimit: submissionBodyLimit,
      config: { auth: 'user', rateLimit: { max: opts.submitRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Submit my answers (validated with the toolkit rules); completes the form',
        params: assignmentIdParamsSchema,
        querystring: formsQuerySchema,
        body: submitAssignmentBodySchema,
        response: { 201: submitAssignmentResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const data = await submitAssignment({ ...ctx, box, notifier: app.notifier }, request.params.id, {
        values: request.body.values,
        ...(request.body.formVersion === undefined ? {} : { formVersion: request.body.formVersion }),
      });
      return reply.status(201).send({ data });
    },
  );
};
