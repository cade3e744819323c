import { bootResponseSchema, domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bootUserOf } from '../profile/service.ts';

export const bootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pcsx/boot',
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
      const { tenant } = request;
      const user = await request.currentUser();
      reply.header('cache-control', 'no-store');
      return {
        data: {
          tenant: { domain: tenant.domain, name: tenant.name },
          config: tenant.config,
          user: await bootUserOf(app.db, user, tenant.id),
          csrfToken: reply.csrfToken(),
        },
      };
    },
  );
};
