import { bootResponseSchema, domainQuerySchema } from '@opencareers/contracts/boot';
import { bootPaths } from '@opencareers/contracts/boot-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bootDataFor } from './service.ts';

export const bootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    bootPaths.boot,
    {
      config: { termsExempt: true },
      schema: {
        tags: ['pcsx'],
        summary: 'Configuration, user and CSRF token the web app needs before its first render',
        querystring: domainQuerySchema,
        response: { 200: bootResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await bootDataFor(app, request, reply.csrfToken()) };
    },
  );
};
