import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  deleteDraftApplicationsBodySchema,
  deleteDraftApplicationsResponseSchema,
  draftApplicationsResponseSchema,
} from '@opencareers/contracts/drafts';
import { draftPaths } from '@opencareers/contracts/drafts-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { listDraftApplications, removeDrafts } from './service.ts';

/**
 * The candidate's draft applications (spec shell §7). One draft's own read, save and delete
 * are the applications module's (`/api/pcsx/draft_applications/:position_id`), which knows
 * the position's form.
 */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['drafts'];

  app.get(
    draftPaths.list,
    {
      schema: {
        tags,
        summary:
          "The logged-in candidate's draft applications, newest first (closed positions carry archived_at)",
        querystring: domainQuerySchema,
        response: { 200: draftApplicationsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const owner = { tenantId: request.tenant.id, userId: user.id };
      return {
        data: {
          draft_applications: await listDraftApplications(
            app.db,
            owner,
            placeNames(await readerLocale(request)),
          ),
        },
      };
    },
  );

  app.delete(
    draftPaths.list,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete my draft applications of these positions; answers the ones deleted',
        querystring: domainQuerySchema,
        body: deleteDraftApplicationsBodySchema,
        response: { 200: deleteDraftApplicationsResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const owner = { tenantId: request.tenant.id, userId: user.id };
      const ids = [...new Set(request.body.position_ids)];
      return { data: { position_ids: await removeDrafts(app.db, owner, 'application', ids) } };
    },
  );
};
