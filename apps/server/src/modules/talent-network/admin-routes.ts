import { errorCodes } from '@opencareers/contracts/api-envelope';
import { okResponseSchema } from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  type AdminTalentNetworkMember,
  adminTalentNetworkExportQuerySchema,
  adminTalentNetworkListQuerySchema,
  adminTalentNetworkListResponseSchema,
  adminTalentNetworkProfileResponseSchema,
  talentNetworkAdminPageSize,
  talentNetworkMemberIdParamsSchema,
} from '@opencareers/contracts/talent-network';
import { talentNetworkPaths } from '@opencareers/contracts/talent-network-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { profileSummary } from '../profile/service.ts';
import { membersCsv } from './members-csv.ts';
import { type MemberRow, talentNetworkRepository as repo } from './repository.ts';
import { removeMember, sharedResumeFile } from './service.ts';

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
  resume_name: row.resumeKey ? row.resumeName : null,
  profile_shared: row.profileShared && !!row.userId,
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
      if (!(await removeMember(app.db, request.tenant.id, request.params.id)))
        throw new HttpError(404, errorCodes.notFound, 'No such member.');
      return { data: { ok: true as const } };
    },
  );

  app.get(
    talentNetworkPaths.adminResume,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "A member's shared résumé, as a download (attachment)",
        params: talentNetworkMemberIdParamsSchema,
        querystring: domainQuerySchema,
        produces: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      },
    },
    async (request, reply) => {
      const file = await sharedResumeFile(app.db, request.tenant.id, request.params.id);
      if (!file) throw new HttpError(404, errorCodes.notFound, 'This member shares no résumé.');
      return sendStoredFile(reply, file);
    },
  );

  app.get(
    talentNetworkPaths.adminProfile,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "A signed-in member's shared profile: headline, skills, experience, education, places",
        params: talentNetworkMemberIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminTalentNetworkProfileResponseSchema },
      },
    },
    async (request) => {
      const member = await repo.find(app.db, request.tenant.id, request.params.id);
      const summary =
        member?.profileShared && member.userId
          ? await profileSummary(app.db, request.tenant.id, member.userId)
          : undefined;
      if (!summary) throw new HttpError(404, errorCodes.notFound, 'This member shares no profile.');
      return { data: summary };
    },
  );
};
