import {
  addNoteBodySchema,
  adminApplicationResponseSchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  applicationFormSettingResponseSchema,
  applicationIdParamsSchema,
  assignApplicationFormBodySchema,
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  changeStatusBodySchema,
  changeStatusResponseSchema,
} from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import { assignFormResponseSchema } from '@opencareers/contracts/form-assignments';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignForm } from '../form-assignments/admin-service.ts';
import {
  addApplicationNote,
  adminGetApplication,
  adminListApplications,
  applicationForAction,
  bulkChangeStatus,
  changeApplicationStatus,
} from './admin-service.ts';
import { applicationForm } from './application-form.ts';

/** A company admin follows applications and moves them through their statuses. */
export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];
  // Recruiters work the pipeline too (the perimeter admits the roles a route names).
  const config = { roles: hiringRoles };

  app.get(
    applicationPaths.adminList,
    {
      config,
      schema: {
        tags,
        summary: 'Applications of this company, newest first, by status and position',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema },
      },
    },
    async (request) => {
      return { data: await adminListApplications(app.db, request.tenant.id, request.query) };
    },
  );

  app.get(
    applicationPaths.adminForm,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Which form candidates fill in to apply (edit it in the form editor)',
        querystring: domainQuerySchema,
        response: { 200: applicationFormSettingResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      return { data: { form_id: (await applicationForm(app.db, request.tenant.id, admin.id)).id } };
    },
  );

  app.get(
    applicationPaths.adminOne,
    {
      config,
      schema: {
        tags,
        summary: 'One application with its answers and status history',
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminApplicationResponseSchema },
      },
    },
    async (request) => {
      return {
        data: { application: await adminGetApplication(app.db, request.tenant.id, request.params.id) },
      };
    },
  );

  app.post(
    applicationPaths.adminStatus,
    {
      config,
      schema: {
        tags,
        summary: 'Move an application to a status; the candidate is told once',
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        body: changeStatusBodySchema,
        response: { 200: changeStatusResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      return {
        data: await changeApplicationStatus(
          app.db,
          app.notifier,
          { tenantId: request.tenant.id, adminId: admin.id },
          request.params.id,
          request.body,
        ),
      };
    },
  );

  app.post(
    applicationPaths.adminBulkStatus,
    {
      config,
      schema: {
        tags,
        summary: 'Move several applications to one status, all or none; each candidate told once',
        querystring: domainQuerySchema,
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      return {
        data: await bulkChangeStatus(
          app.db,
          app.notifier,
          { tenantId: request.tenant.id, adminId: admin.id },
          request.body,
        ),
      };
    },
  );

  app.post(
    applicationPaths.adminNotes,
    {
      config,
      schema: {
        tags,
        summary: 'Add a note to the application (admins only see it)',
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        body: addNoteBodySchema,
        response: { 201: adminApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const application = await addApplicationNote(
        app.db,
        { tenantId: request.tenant.id, adminId: admin.id },
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: { application } });
    },
  );

  app.post(
    applicationPaths.adminForms,
    {
      config,
      schema: {
        tags,
        summary: "Assign a form to the application's candidate, linked to the application",
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        body: assignApplicationFormBodySchema,
        response: { 201: assignFormResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const tenantId = request.tenant.id;
      const row = await applicationForAction(app.db, tenantId, request.params.id, {
        version: request.body.version,
        action: 'assigning a form',
      });
      const candidate = await adminGetApplication(app.db, tenantId, row.id);
      const assignments = await assignForm(
        app.db,
        app.notifier,
        tenantId,
        admin.id,
        {
          formId: request.body.form_id,
          emails: [candidate.candidate.email],
          dueAt: request.body.due_at ?? null,
          ...(request.body.message ? { message: request.body.message } : {}),
        },
        row.id,
      );
      return reply.code(201).send({ data: { assignments } });
    },
  );
};
