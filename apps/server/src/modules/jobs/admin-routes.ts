import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  adminJobRunsQuerySchema,
  adminJobRunsResponseSchema,
  backgroundJobNameParamsSchema,
  runBackgroundJobResponseSchema,
} from '@opencareers/contracts/background-jobs';
import { backgroundJobPaths } from '@opencareers/contracts/background-jobs-paths';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { recentJobRuns } from './job-history.ts';

/**
 * The latest background job runs, for admins to see that the work happens, and a run of one
 * job now (e.g. job alerts right after posting jobs, instead of at the next period).
 */
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
      const jobs = await Promise.all(
        app.jobs.schedules.map(async ({ name, everyMs }) => {
          // Its own latest run: a rare job's may be older than the list's latest runs.
          const [last] = await recentJobRuns(app.db, [name], 1);
          const lastAt = last ? (last.startedAt ?? last.createdAt) : null;
          return {
            name,
            every_ms: everyMs,
            last_run_at: lastAt,
            next_run_at: lastAt ? new Date(Date.parse(lastAt) + everyMs).toISOString() : null,
          };
        }),
      );
      return { data: { runs, running: app.jobs.started, jobs } };
    },
  );

  app.post(
    backgroundJobPaths.run,
    {
      schema: {
        tags: ['admin'],
        summary: 'Run one background job now, besides its schedule (202: queued; the history shows the run)',
        params: backgroundJobNameParamsSchema,
        querystring: domainQuerySchema,
        response: { 202: runBackgroundJobResponseSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!app.jobs.names.includes(name))
        throw new HttpError(404, errorCodes.notFound, 'No such background job.');
      if (!app.jobs.started)
        throw new HttpError(
          409,
          errorCodes.conflict,
          'This server does not run background jobs (JOB_RUNNER=false); another process runs them on schedule.',
        );
      app.jobs.nudge(name);
      return reply.status(202).send({ data: { queued: true as const } });
    },
  );
};
