import { positionQuerySchema } from '@opencareers/contracts/position';
import {
  overridesResponseSchema,
  positionDetailsQuerySchema,
  positionDetailsResponseSchema,
} from '@opencareers/contracts/position-details';
import { positionDetailPaths } from '@opencareers/contracts/position-details-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { positionDetailsRepository } from './repository.ts';
import { positionDetails, positionGone } from './service.ts';

/** Position details and display overrides (spec shell §7). */
export const positionDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    positionDetailPaths.details,
    {
      // Public job listings, readable logged out: the page behind the terms gate still shows them.
      config: { termsExempt: true },
      schema: {
        tags: ['positions'],
        summary: 'One position, or the most similar open one when it has closed (metadata.isFallback)',
        querystring: positionDetailsQuerySchema,
        response: { 200: positionDetailsResponseSchema },
      },
    },
    async (request) => ({
      data: await positionDetails(app, request, request.query.position_id, request.query.queried_location),
    }),
  );

  app.get(
    positionDetailPaths.overrides,
    {
      // Public job listings, readable logged out: the page behind the terms gate still shows them.
      config: { termsExempt: true },
      schema: {
        tags: ['positions'],
        summary: "Display overrides for a position (the site's configured overrides)",
        querystring: positionQuerySchema,
        response: { 200: overridesResponseSchema },
      },
    },
    async (request) => {
      const row = await positionDetailsRepository.find(app.db, request.tenant.id, request.query.position_id);
      if (!row) throw positionGone();
      return { data: { overrides: request.tenant.config.pcsxConfig.overrides } };
    },
  );
};
