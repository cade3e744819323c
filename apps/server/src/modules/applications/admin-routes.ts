import {
  adminApplicationResponseSchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  applicationFormSettingResponseSchema,
  applicationIdParamsSchema,
  changeStatusBodySchema,
  changeStatusResponseSchema,
} from '@opencareers/contracts/applications';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../notifications/require-admin.ts';
import { adminGetApplication, adminListApplications, changeApplicationStatus } from './admin-service.ts';
import { applicationForm } from './application-form.ts';

/** A company admin follows applications and moves them through their statuses. */
export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];

  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags,
        summary: 'Applications of this company, newest first, by status and position',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await adminListApplications(app.db, request.tenant.id, request.query) };
    },
  );

  app.get(
    '/api/admin/applications/form',
    {
      schema: {
        tags,
        summary: 'Which form candidates fill in to apply (edit it in the form editor)',
        querystring: domainQuerySchema,
        response: { 200: applicationFormSettingResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: { form_id: (await applicationForm(app.db, request.tenant.id, admin.id)).id } };
    },
  );

  app.get(
    '/api/admin/applications/:id',
    {
      schema: {
        tags,
        summary: 'One application with its answers and status history',
        params: applicationIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminApplicationResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return {
        data: { application: await adminGetApplication(app.db, request.tenant.id, request.params.id) },
      };
    },
  );

  app.post(
    '/api/admin/applications/:id/status',
    {
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
      const admin = await requireAdmin(request);
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
};
