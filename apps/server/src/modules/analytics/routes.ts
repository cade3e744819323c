import { vslogBodySchema, vslogQuerySchema } from '@opencareers/contracts/analytics';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsNul } from '../../lib/contains-nul.ts';
import { HttpError } from '../../lib/http-error.ts';
import { analyticsRepository } from './repository.ts';

const parseDataJson = (text: string): Record<string, unknown> => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, errorCodes.validation, 'data_json must be a JSON object.', {
      data_json: 'Must be a JSON object',
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || containsNul(value)) {
    throw new HttpError(400, errorCodes.validation, 'data_json must be a JSON object.', {
      data_json: 'Must be a JSON object',
    });
  }
  return value as Record<string, unknown>;
};

/** POST /vslog (spec shell §7 Analytics): page views and crash reports from the browser. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vslog',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record a client event (page view, crash)',
        querystring: vslogQuerySchema,
        body: vslogBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const data = parseDataJson(request.body.data_json);
      const namespace = request.body.namespace ?? request.query.namespace;
      const event = request.body.event ?? request.query.event;
      if (!namespace || !event) {
        throw new HttpError(400, errorCodes.validation, 'namespace and event are required.', {
          ...(namespace ? {} : { namespace: 'Required' }),
          ...(event ? {} : { event: 'Required' }),
        });
      }
      const user = await request.currentUser();
      const positionId =
        request.query.pid ?? (typeof data.position_id === 'string' ? data.position_id : null);
      await analyticsRepository.insert(app.db, {
        tenantId: request.tenant.id,
        userId: user?.id ?? null,
        namespace,
        event,
        positionId: positionId?.slice(0, 64) ?? null,
        data,
      });
      return reply.status(204).send(null);
    },
  );
};
