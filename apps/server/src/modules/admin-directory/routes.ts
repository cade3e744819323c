import {
  adminCandidatesResponseSchema,
  adminDirectoryQuerySchema,
  adminPositionsResponseSchema,
} from '@opencareers/contracts/admin-directory';
import { adminDirectoryPaths } from '@opencareers/contracts/admin-directory-paths';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { adminDirectory } from './repository.ts';

const tags = ['admin directory'];

/** The candidates and open positions admin forms pick from (offers, interviews, form assignments). */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminDirectoryPaths.candidates,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "This tenant's candidates whose name or email contains q",
        querystring: adminDirectoryQuerySchema,
        response: { 200: adminCandidatesResponseSchema },
      },
    },
    async (request) => ({
      data: { candidates: await adminDirectory.candidates(app.db, request.tenant.id, request.query.q) },
    }),
  );

  app.get(
    adminDirectoryPaths.positions,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: "This tenant's open positions whose title contains q",
        querystring: adminDirectoryQuerySchema,
        response: { 200: adminPositionsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        positions: await adminDirectory.openPositions(
          app.db,
          request.tenant.id,
          request.query.q,
          placeNames(await readerLocale(request)),
        ),
      },
    }),
  );
};
