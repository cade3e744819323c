import {
  dashboardPaths,
  dashboardQuerySchema,
  nudgeIdParamsSchema,
  nudgesResponseSchema,
  todosResponseSchema,
} from '@opencareers/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardNudges, dismissNudge } from './nudges.ts';
import { dashboardTodos } from './todos.ts';

const tags = ['dashboard'];

/** The dashboard's own calls: the to-do list and the nudges (spec shell §7 Dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dashboardPaths.todos,
    {
      schema: {
        tags,
        summary:
          'What needs the candidate now, most urgent first: offers, forms, interviews, drafts, profile gaps',
        querystring: dashboardQuerySchema,
        response: { 200: todosResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const data = await dashboardTodos({ db: app.db, tenantId: request.tenant.id, userId: user.id });
      return { data };
    },
  );

  app.get(
    dashboardPaths.nudges,
    {
      schema: {
        tags,
        summary:
          'Nudges from the candidate’s state (offer expiring, profile, draft, job alert), not dismissed',
        querystring: dashboardQuerySchema,
        response: { 200: nudgesResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const candidate = { db: app.db, tenantId: request.tenant.id, userId: user.id };
      return { data: { nudges: await dashboardNudges(candidate, request.tenant) } };
    },
  );

  app.post(
    dashboardPaths.dismissNudge,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Dismisses one of the candidate’s nudges for good',
        params: nudgeIdParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: z.object({ data: z.object({ dismissed: z.string() }) }) },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const candidate = { db: app.db, tenantId: request.tenant.id, userId: user.id };
      await dismissNudge(candidate, request.tenant, request.params.id);
      return { data: { dismissed: request.params.id } };
    },
  );
};
