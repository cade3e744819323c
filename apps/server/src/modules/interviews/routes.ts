import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  candidateInterviewsResponseSchema,
  interviewIdParamsSchema,
} from '@opencareers/contracts/interviews';
import { interviewPaths } from '@opencareers/contracts/interviews-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { recipientLocale } from '../notifications/server-messages.ts';
import { interviewCalendar } from './calendar.ts';
import { toCandidateInterview } from './present.ts';
import { interviewRepository } from './repository.ts';

const tags = ['interviews'];

/** The candidate side: their own interviews, and each as a calendar file. */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    interviewPaths.dashboard,
    {
      schema: {
        tags,
        summary: "The candidate's interviews, scheduled and cancelled, soonest first (spec shell §7)",
        querystring: domainQuerySchema,
        response: { 200: candidateInterviewsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const rows = await interviewRepository.listForCandidate(app.db, request.tenant.id, user.id);
      return { data: { interviews: rows.map(toCandidateInterview) } };
    },
  );

  app.get(
    interviewPaths.calendar,
    {
      schema: {
        tags,
        summary: 'One of the candidate’s interviews as an iCalendar (.ics) file',
        params: interviewIdParamsSchema,
        querystring: domainQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { tenant } = request;
      const row = await interviewRepository.findForCandidate(app.db, tenant.id, user.id, request.params.id);
      // Another candidate's interview is answered exactly like a missing one.
      if (!row) throw new HttpError(404, errorCodes.notFound, 'Interview not found');
      const ics = interviewCalendar(row, {
        domain: tenant.domain,
        companyName: tenant.name,
        pageUrl: `${request.siteOrigin()}/careers/interviews`,
        // The candidate's language, like their emails (docs/i18n.md).
        locale: recipientLocale(user.locale, tenant.config.locale.default),
      });
      const day = row.startsAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="interview-${day}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
};
