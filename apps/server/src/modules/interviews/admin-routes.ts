import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  adminInterviewListQuerySchema,
  adminInterviewListResponseSchema,
  adminInterviewResponseSchema,
  createInterviewBodySchema,
  interviewIdParamsSchema,
  interviewLimits,
  updateInterviewBodySchema,
} from '@opencareers/contracts/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../notifications/require-admin.ts';
import { cancelInterview, scheduleInterview, updateInterview } from './admin-service.ts';
import { toAdminInterview } from './present.ts';
import { interviewRepository } from './repository.ts';

const tags = ['admin interviews'];

/** The company side: list, schedule, edit (reschedule) and cancel interviews with candidates. */
export const adminInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so a candidate learns nothing about the admin API's shape.
  app.addHook('preValidation', async (request) => {
    await requireAdmin(request);
  });
  const deps = () => ({ db: app.db, notifier: app.notifier });
  const one = (row: Parameters<typeof toAdminInterview>[0]) => ({
    data: { interview: toAdminInterview(row) },
  });

  app.get(
    '/api/admin/interviews',
    {
      schema: {
        tags,
        summary: "This tenant's interviews, 20 at a time: upcoming soonest first, then past latest first",
        querystring: adminInterviewListQuerySchema,
        response: { 200: adminInterviewListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const pageSize = interviewLimits.adminPageSize;
      const { rows, total } = await interviewRepository.listForAdmin(
        app.db,
        request.tenant.id,
        request.query,
        pageSize,
        new Date(),
      );
      return {
        data: {
          interviews: rows.map(toAdminInterview),
          total,
          page: request.query.page,
          page_size: pageSize,
        },
      };
    },
  );

  app.post(
    '/api/admin/interviews',
    {
      schema: {
        tags,
        summary: 'Schedule an interview with a candidate (by email) for a position; tells the candidate',
        querystring: domainQuerySchema,
        body: createInterviewBodySchema,
        response: { 201: adminInterviewResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const row = await scheduleInterview(deps(), request.tenant.id, admin.id, request.body);
      return reply.status(201).send(one(row));
    },
  );

  app.put(
    '/api/admin/interviews/:id',
    {
      schema: {
        tags,
        summary: 'Edit or reschedule an interview; a new time, place or link is told to the candidate once',
        params: interviewIdParamsSchema,
        querystring: domainQuerySchema,
        body: updateInterviewBodySchema,
        response: { 200: adminInterviewResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return one(await updateInterview(deps(), request.tenant.id, request.params.id, request.body));
    },
  );

  app.post(
    '/api/admin/interviews/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an interview and tell the candidate (cancelling again changes nothing)',
        params: interviewIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminInterviewResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return one(await cancelInterview(deps(), request.tenant.id, request.params.id));
    },
  );
};
