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
import { interviewPaths } from '@opencareers/contracts/interviews-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelInterview, scheduleInterview, updateInterview } from './admin-service.ts';
import { toAdminInterview } from './present.ts';
import { interviewRepository } from './repository.ts';

const tags = ['admin interviews'];

/** The company side: list, schedule, edit (reschedule) and cancel interviews with candidates. */
export const adminInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, notifier: app.notifier });
  const one = (row: Parameters<typeof toAdminInterview>[0]) => ({
    data: { interview: toAdminInterview(row) },
  });

  app.get(
    interviewPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "This tenant's interviews, 20 at a time: upcoming soonest first, then past latest first",
        querystring: adminInterviewListQuerySchema,
        response: { 200: adminInterviewListResponseSchema },
      },
    },
    async (request) => {
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
    interviewPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Schedule an interview with a candidate (by email) for a position; tells the candidate',
        querystring: domainQuerySchema,
        body: createInterviewBodySchema,
        response: { 201: adminInterviewResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const row = await scheduleInterview(deps(), request.tenant.id, admin.id, request.body);
      return reply.status(201).send(one(row));
    },
  );

  app.put(
    interviewPaths.adminOne,
    {
      config: { roles: hiringRoles },
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
      return one(await updateInterview(deps(), request.tenant.id, request.params.id, request.body));
    },
  );

  app.post(
    interviewPaths.adminCancel,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Cancel an interview and tell the candidate (cancelling again changes nothing)',
        params: interviewIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminInterviewResponseSchema },
      },
    },
    async (request) => {
      return one(await cancelInterview(deps(), request.tenant.id, request.params.id));
    },
  );
};
