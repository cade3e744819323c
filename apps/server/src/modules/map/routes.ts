import { mapMarkersQuerySchema, mapMarkersResponseSchema } from '@opencareers/contracts/map-markers';
import { mapPaths } from '@opencareers/contracts/map-markers-paths';
import type { SearchQuery } from '@opencareers/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeNames } from '../locales/place-names.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { parseBounds } from '../search/resolve-location.ts';
import { prepareSearch } from '../search/search-service.ts';
import { buildMarkers } from './markers.ts';

/** GET /api/pcsx/map_markers: the current search's positions, clustered for the map view. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    mapPaths.markers,
    {
      // Public job listings, readable logged out: the page behind the terms gate still shows them.
      config: { termsExempt: true },
      schema: {
        tags: ['search'],
        summary: 'Map markers (clusters and places) for a search',
        querystring: mapMarkersQuerySchema,
        response: { 200: mapMarkersResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { index, result, location, meta } = await prepareSearch(
        app,
        request,
        { ...q, start: 0, num: 1 } as SearchQuery,
        true,
      );
      const { markers, total, unplaced } = buildMarkers(
        index,
        result.all ?? [],
        q.zoom,
        {
          location,
          countries: meta.appliedFilters.country,
          cities: meta.appliedFilters.city,
          // Bounds without 'Map Area' only limit what is drawn (the search itself is not bounded).
          view: parseBounds(q.bounds),
        },
        placeNames(await readerLocale(request)),
      );
      return { data: { markers, total, unplaced } };
    },
  );
};
