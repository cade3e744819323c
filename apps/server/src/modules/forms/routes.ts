import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  formIdParamsSchema,
  formListResponseSchema,
  formResponseSchema,
  formResponsesQuerySchema,
  formResponsesResponseSchema,
  formsQuerySchema,
  previewValidateBodySchema,
  previewValidateResponseSchema,
  saveFormBodySchema,
  submissionFileParamsSchema,
  submissionResponseSchema,
  submitFormBodySchema,
} from '@opencareers/contracts/forms';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import { loadSubdivisions } from '@opencareers/forms/core/regions';
import { errorTexts, validateForm } from '@opencareers/forms/core/validate-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import { formRepository } from './repository.ts';
import { allFormResponses, formResponses } from './responses.ts';
import { csvHeader, csvRows } from './responses-csv.ts';
import {
  createForm,
  formNotFound,
  getForm,
  isPublicForm,
  splitSensitive,
  submitForm,
  toFormDto,
  updateForm,
} from './service.ts';
import { referencedFileIds, uploadPrefix } from './submission-files.ts';

const isHiringRole = (role: string) => (hiringRoles as readonly string[]).includes(role);
const notPublic = () =>
  new HttpError(
    403,
    errorCodes.forbidden,
    'This form takes answers only through the application or assignment it was given with.',
  );

// Uploads travel inside the answers as base64 (§3 value shape), so submissions may be large.
const submissionBodyLimit = 40 * 1024 * 1024;

/** Admin form definitions, and the candidate-side read and submit that other features reuse. */
export const formRoutes: FastifyPluginAsyncZod<{ submitRateLimitMax: number }> = async (app, opts) => {
  const box = await SecretBox.open(app.db);
  // The state field's lists, so every validation here judges states as the browser does.
  await loadSubdivisions();
  const tags = ['forms'];

  app.get(
    formPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'List form definitions',
        querystring: formsQuerySchema,
        response: { 200: formListResponseSchema },
      },
    },
    async (request) => {
      const rows = await formRepository.list(app.db, request.tenant.id);
      return { data: { forms: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) } };
    },
  );

  app.post(
    formPaths.adminList,
    {
      schema: {
        tags,
        summary: 'Create a form definition (validated by the toolkit schema)',
        querystring: formsQuerySchema,
        body: saveFormBodySchema,
        response: { 201: formResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await createForm(app.db, request.tenant.id, user.id, request.body);
      return reply.status(201).send({ data: { form: toFormDto(row) } });
    },
  );

  app.get(
    formPaths.adminOne,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Get a form definition',
        params: formIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => {
      return { data: { form: toFormDto(await getForm(app.db, request.tenant.id, request.params.formId)) } };
    },
  );

  app.put(
    formPaths.adminOne,
    {
      schema: {
        tags,
        summary: 'Replace a form definition; its version goes up by one',
        params: formIdParamsSchema,
        querystring: formsQuerySchema,
        body: saveFormBodySchema,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => {
      const row = await updateForm(app.db, request.tenant.id, request.params.formId, request.body);
      return { data: { form: toFormDto(row) } };
    },
  );

  // Responses: admins only (the /api/admin default), as are the uploads they link to.
  app.get(
    formPaths.adminResponses,
    {
      schema: {
        tags,
        summary: "A page of the form's submissions, newest first, with readable answers (SSN/SIN never)",
        params: formIdParamsSchema,
        querystring: formResponsesQuerySchema,
        response: { 200: formResponsesResponseSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return {
        data: await formResponses(app.db, request.tenant.id, request.params.formId, { limit, offset }),
      };
    },
  );

  app.get(
    formPaths.adminResponsesExport,
    {
      schema: {
        tags,
        summary: 'Every submission of the form as CSV: one column per question, labels as headers',
        params: formIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      let csv = '';
      for await (const page of allFormResponses(app.db, request.tenant.id, request.params.formId)) {
        if (!csv) csv = csvHeader(page.columns);
        csv += csvRows(page);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-responses-${request.params.formId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    formPaths.previewValidate,
    {
      bodyLimit: submissionBodyLimit,
      schema: {
        tags,
        summary: 'Validate answers against an unsaved definition; stores nothing',
        querystring: formsQuerySchema,
        body: previewValidateBodySchema,
        response: { 200: previewValidateResponseSchema },
      },
    },
    async (request) => {
      const result = validateForm(request.body.definition, request.body.values);
      const fieldErrors = errorTexts(result.errors);
      // Social numbers are never echoed back, even to an admin previewing a form.
      const values = splitSensitive(request.body.definition, result.values).plain;
      return { data: { valid: Object.keys(fieldErrors).length === 0, fieldErrors, values } };
    },
  );

  app.get(
    formPaths.publicForm,
    {
      schema: {
        tags,
        summary: 'A form definition, for a logged-in user to fill in',
        params: formIdParamsSchema,
        querystring: formsQuerySchema,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const form = await getForm(app.db, request.tenant.id, request.params.formId);
      // Forms given through an application or an assignment are read through those routes.
      if (!isPublicForm(form) && !isHiringRole(user.role)) throw formNotFound();
      return { data: { form: toFormDto(form) } };
    },
  );

  app.post(
    formPaths.submissions,
    {
      bodyLimit: submissionBodyLimit,
      config: { auth: 'user', rateLimit: { max: opts.submitRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Submit answers; validated against the stored definition with the toolkit rules',
        params: formIdParamsSchema,
        querystring: formsQuerySchema,
        body: submitFormBodySchema,
        response: { 201: submissionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const form = await getForm(app.db, request.tenant.id, request.params.formId);
      if (!isPublicForm(form)) throw notPublic();
      const row = await submitForm(app.db, box, {
        tenantId: request.tenant.id,
        userId: user.id,
        formId: request.params.formId,
        values: request.body.values,
        ...(request.body.formVersion === undefined ? {} : { formVersion: request.body.formVersion }),
      });
      return reply.status(201).send({
        data: {
          submission: {
            id: row.id,
            formId: row.formId,
            formVersion: row.formVersion,
            submittedAt: row.createdAt.toISOString(),
          },
        },
      });
    },
  );

  app.get(
    formPaths.submissionFile,
    {
      schema: {
        tags,
        summary: 'Download a file uploaded with a submission (its sender, or an admin)',
        params: submissionFileParamsSchema,
        querystring: formsQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { submissionId, fileId } = request.params;
      const missing = () => new HttpError(404, errorCodes.notFound, 'This file does not exist.');
      const row = await formRepository.findSubmission(app.db, request.tenant.id, submissionId);
      // Another candidate's submission answers as a missing one: its existence is not told.
      if (!row || (user.role !== 'admin' && row.userId !== user.id)) throw missing();
      // Only files this submission refers to: a known file id cannot reach someone else's file.
      if (!referencedFileIds(row.answers).has(fileId)) throw missing();
      const file = await storage.get(app.db, request.tenant.id, `${uploadPrefix}/${fileId}`);
      if (!file) throw missing();
      return sendStoredFile(reply, file);
    },
  );
};
