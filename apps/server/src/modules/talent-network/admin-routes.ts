import { errorCodes } from '@opencareers/contracts/api-envelope';
import { okResponseSchema } from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  type AdminTalentNetworkMember,
  adminTalentNetworkExportQuerySchema,
  adminTalentNetworkListQuerySchema,
  adminTalentNetworkListResponseSchema,
  talentNetworkAdminPageSize,
  talentNetworkMemberIdParamsSchema,
} from '@opencareers/contracts/talent-network';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { membersCsv } from './members-csv.ts';
import { type MemberRow, talentNetworkRepository as repo } from './repository.ts';

const tags = ['admin talent network'];
/** The most rows one export holds (the list pages through any number). */
const exportLimit = 50_000;

const toAdminMember = (row: MemberRow): AdminTalentNetworkMember => ({
  id: row.id,
  email: row.email,
  departments: row.departments,
  keywords: row.keywords,
  location: row.location,
  locale: row.locale,
  status: row.status,
  joined_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
});

/**
 * The company side of the talent network: who joined, with what interests, and removing a
 * member. The hiring team reads the list (it is where they source from); removing deletes a
 * person's data for good, so it is an admin's decision (docs/talent-network.md).
 */
export const adminTalentNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    talentNetworkPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "This tenant's talent-network members, 20 at a time, newest first, by status",
        querystring: adminTalentNetworkListQuerySchema,
        response: { 200: adminTalentNetworkListResponseSchema },
      },
    },
    async (request) => {
      const pageSize = talentNetworkAdminPageSize;
      const { rows, total } = await repo.listForAdmin(app.db, request.tenant.id, request.query, pageSize);
      return {
        data: { members: rows.map(toAdminMember), total, page: request.query.page, page_size: pageSize },
      };
    },
  );

  app.get(
    talentNetworkPaths.adminExport,
    {
      // A file of everyone's addresses leaves the console: admins only, like form responses.
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: "This tenant's members of one status (or all) as CSV, newest first",
        querystring: adminTalentNetworkExportQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const rows = await repo.allForAdmin(app.db, request.tenant.id, request.query.status, exportLimit);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="talent-network-${request.query.status}.csv"`)
        .send(membersCsv(rows));
    },
  );

  app.delete(
    talentNetworkPaths.adminOne,
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: 'Remove a member: their alerts end and their membership is deleted',
        params: talentNetworkMemberIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      if (!(await repo.remove(app.db, request.tenant.id, request.params.id)))
        throw new HttpError(404, errorCodes.notFound, 'No such member.');
      return { data: { ok: true as const } };
    },
  );
};
