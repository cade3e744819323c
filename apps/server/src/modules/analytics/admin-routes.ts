import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
} from '@opencareers/contracts/admin-analytics';
import { adminAnalyticsPaths } from '@opencareers/contracts/admin-analytics-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCsv } from './report-csv.ts';
import { analyticsReport } from './report-repository.ts';

const tags = ['admin analytics'];

/** The analytics screen's figures and their CSV export (admins only: the /api/admin perimeter). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminAnalyticsPaths.analytics,
    {
      schema: {
        tags,
        summary: 'Visitors, job views, searches and the apply funnel by source over a range of days',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => ({ data: await analyticsReport(app.db, request.tenant.id, request.query) }),
  );

  app.get(
    adminAnalyticsPaths.export,
    {
      schema: {
        tags,
        summary: 'One table of the analytics as CSV',
        querystring: analyticsExportQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { table, ...range } = request.query;
      const report = await analyticsReport(app.db, request.tenant.id, range);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${table}-${range.from}-${range.to}.csv"`,
        )
        .send(reportCsv(report, table));
    },
  );
};
