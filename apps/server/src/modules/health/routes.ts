import { healthResponseSchema } from '@opencareers/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness says the process answers; readiness also asks the database and waits for start-up
 * work (the search indexes, the warm-up: readiness.ts), naming what it waits for.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { tenantless: true };
  app.get(
    '/healthz',
    { config, schema: { tags: ['ops'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { config, schema: { tags: ['ops'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const waitingFor = app.readiness.waitingFor();
      if (waitingFor.length) return reply.status(503).send({ status: 'starting' as const, waitingFor });
      try {
        await app.database.execRaw('SELECT 1');
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
