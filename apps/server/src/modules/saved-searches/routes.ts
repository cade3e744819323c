import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  createSavedSearchBodySchema,
  createSavedSearchResponseSchema,
  deleteSavedSearchResponseSchema,
  savedSearchDeleteQuerySchema,
  savedSearchesLimit,
  savedSearchListResponseSchema,
  savedSearchParamsSchema,
} from '@opencareers/contracts/saved-searches';
import { savedSearchPaths } from '@opencareers/contracts/saved-searches-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { savedSearchRepository } from './repository.ts';
import { alertsEnabled } from './run-alerts.ts';
import { cleanFilters, fingerprint, toSavedSearch } from './saved-search-text.ts';

const tags = ['saved searches'];

/** A candidate's saved searches with job alerts (ours: the specs show only savedSearchMetadata). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    savedSearchPaths.list,
    {
      schema: {
        tags,
        summary: "The candidate's saved searches, newest first",
        querystring: domainQuerySchema,
        response: { 200: savedSearchListResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const rows = await savedSearchRepository.list(app.db, request.tenant.id, user.id);
      return { data: { savedSearches: rows.map(toSavedSearch), limit: savedSearchesLimit } };
    },
  );

  app.post(
    savedSearchPaths.list,
    {
      schema: {
        tags,
        summary: 'Save a search and get job alerts for it (saving the same search again changes nothing)',
        body: createSavedSearchBodySchema,
        response: { 200: createSavedSearchResponseSchema, 201: createSavedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const tenantId = request.tenant.id;
      if (!alertsEnabled(request.tenant)) {
        throw new HttpError(403, errorCodes.forbidden, 'Job alerts are not available on this site.');
      }
      const { query, location, filters, sort_by } = request.body;
      const criteria = { query, location, filters: cleanFilters(filters), sortBy: sort_by ?? null };
      // A repeat of a saved search is answered before the limit, so it never fails for being full.
      const existing = await savedSearchRepository.list(app.db, tenantId, user.id);
      if (existing.length >= savedSearchesLimit) {
        const same = existing.find((r) => r.fingerprint === fingerprint(criteria));
        if (same)
          return reply.status(200).send({ data: { savedSearch: toSavedSearch(same), created: false } });
        throw new HttpError(
          400,
          errorCodes.validation,
          `You can save at most ${savedSearchesLimit} searches. Delete one to save another.`,
        );
      }
      const { row, created } = await savedSearchRepository.insertOnce(
        app.db,
        tenantId,
        user.id,
        criteria,
        new Date(),
      );
      return reply.status(created ? 201 : 200).send({ data: { savedSearch: toSavedSearch(row), created } });
    },
  );

  app.delete(
    savedSearchPaths.one,
    {
      schema: {
        tags,
        summary: 'Delete one of the candidate’s saved searches (its alerts stop)',
        params: savedSearchParamsSchema,
        querystring: savedSearchDeleteQuerySchema,
        response: { 200: deleteSavedSearchResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const deleted = await savedSearchRepository.delete(
        app.db,
        request.tenant.id,
        user.id,
        request.params.id,
      );
      // Someone else's search is "not found" too: its existence is not told.
      if (!deleted) throw new HttpError(404, errorCodes.notFound, 'Saved search not found.');
      return { data: { id: request.params.id, deleted: true } };
    },
  );
};
