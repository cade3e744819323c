import { autocompleteQuerySchema, autocompleteResponseSchema } from '@opencareers/contracts/autocomplete';
import { searchQuerySchema, searchResponseSchema } from '@opencareers/contracts/search';
import { searchPaths } from '@opencareers/contracts/search-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { builtResponseSerializer } from '../../lib/response-serializer.ts';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { suggestLocation, suggestQuery } from './autocomplete.ts';
import { search } from './search-service.ts';

/** Job search and autocomplete (spec shell §7 "Search, positions, profile, cart"). */
export const searchRoutes: FastifyPluginAsyncZod<{ checkResponses: boolean }> = async (app, opts) => {
  // Both answers are built field by field here: no schema walk per request in production.
  // (This plugin's own context: every other route keeps the app's zod serializer.)
  app.setSerializerCompiler(builtResponseSerializer(opts.checkResponses));
  app.get(
    searchPaths.search,
    {
      // Public job listings, readable logged out: the page behind the terms gate still shows them.
      config: { termsExempt: true },
      schema: {
        tags: ['search'],
        summary: 'Search open positions with filters, facet counts, sorting and paging',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await search(app, request, request.query) };
    },
  );

  app.get(
    searchPaths.autocomplete,
    {
      // Public job listings, readable logged out: the page behind the terms gate still shows them.
      config: { termsExempt: true },
      schema: {
        tags: ['search'],
        summary: 'Suggest titles and skills (query box) or places (location box)',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request) => {
      const { term, type, limit } = request.query;
      const trimmed = term.trim();
      const min = request.tenant.config.pcsxConfig.searchConfig.autocompleteMinLength;
      if (trimmed.length < min) return { data: { term, results: [] } };
      const index = await app.searchIndex.forTenant(request.tenant.id);
      const results =
        type === 'location'
          ? suggestLocation(index, trimmed, limit, placeNames(await readerLocale(request)))
          : suggestQuery(index, trimmed, limit);
      return { data: { term, results } };
    },
  );
};
