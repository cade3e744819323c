import { adminHomeQuerySchema, adminHomeResponseSchema } from '@opencareers/contracts/admin-home';
import { adminHomePaths } from '@opencareers/contracts/admin-home-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attentionCounts } from './repository.ts';

const DAY = 86_400_000;

/** The admin home: what needs attention, tenant-scoped counts. */
export const adminHomeRoutes: FastifyPluginAsyncZod<{ emailConfigured: boolean }> = async (app, opts) => {
  app.get(
    adminHomePaths.home,
    {
      config: { roles: hiringRoles },
      schema: {
        tags: ['admin home'],
        summary:
          'Counts of what needs attention: new applications, offers awaiting an answer, overdue forms, jobs closing soon',
        querystring: adminHomeQuerySchema,
        response: { 200: adminHomeResponseSchema },
      },
    },
    async (request) => {
      const now = new Date();
      // Since the last visit, but never further back than 90 days; 7 days on a first visit.
      const given = request.query.since ? new Date(request.query.since) : null;
      const floor = new Date(now.getTime() - 90 * DAY);
      const since = given
        ? given < floor
          ? floor
          : given > now
            ? now
            : given
        : new Date(now.getTime() - 7 * DAY);
      const counts = await attentionCounts(app.db, request.tenant.id, since, now);
      return { data: { ...counts, emailConfigured: opts.emailConfigured } };
    },
  );
};
