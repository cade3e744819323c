import { adminJobRunsQuerySchema, adminJobRunsResponseSchema } from '@opencareers/contracts/background-jobs';
import { backgroundJobPaths } from '@opencareers/contracts/background-jobs-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentJobRuns } from './job-history.ts';

/** Read-only: the latest background job runs, for admins to see that the work happens. */
export const backgroundJobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    backgroundJobPaths.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest runs of the background jobs (mail relay, offer reminders, job alerts)',
        querystring: adminJobRunsQuerySchema,
        response: { 200: adminJobRunsResponseSchema },
      },
    },
    async (request) => {
      const runs = await recentJobRuns(app.db, app.jobs.names, request.query.limit);
      return { data: { runs, running: app.jobs.started } };
    },
  );
};
