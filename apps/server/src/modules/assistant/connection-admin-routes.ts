import { assistantPaths } from '@opencareers/contracts/assistant';
import {
  assistantConnectionBodySchema,
  assistantConnectionResponseSchema,
  assistantConnectionTestBodySchema,
  assistantConnectionTestResponseSchema,
} from '@opencareers/contracts/assistant-connection';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionService } from './connection-service.ts';
import { testConnection } from './connection-test.ts';

const tags = ['admin: assistant'];

/**
 * The assistant's optional language-model connection: admins only (the perimeter's default).
 * No answer carries the API key, only whether one is set.
 */
export const adminAssistantConnectionRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (
  app,
  opts,
) => {
  app.get(
    assistantPaths.adminSettings,
    {
      schema: {
        tags,
        summary: "The assistant's language-model connection (without its key)",
        querystring: domainQuerySchema,
        response: { 200: assistantConnectionResponseSchema },
      },
    },
    async (request) => ({ data: await connectionService.get(app.db, request.tenant.id) }),
  );

  app.put(
    assistantPaths.adminSettings,
    {
      schema: {
        tags,
        summary: 'Save the connection: address, model, key (set, keep or clear), time limit, on/off',
        querystring: domainQuerySchema,
        body: assistantConnectionBodySchema,
        response: { 200: assistantConnectionResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { data: await connectionService.save(app.db, request.tenant.id, user.id, request.body) };
    },
  );

  app.post(
    assistantPaths.adminSettingsTest,
    {
      schema: {
        tags,
        summary: 'Send one small request to a connection and say how it went',
        querystring: domainQuerySchema,
        body: assistantConnectionTestBodySchema,
        response: { 200: assistantConnectionTestResponseSchema },
      },
      // Each test reaches out to another server: limited per admin like the assistant's messages.
      config: {
        rateLimit: {
          max: opts.rateLimitMax,
          timeWindow: 60_000,
          keyGenerator: (request) => `assistant-test|${request.session.userId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { base_url, model, api_key, timeout_seconds } = request.body;
      const apiKey = await connectionService.keyForTest(app.db, request.tenant.id, base_url, api_key);
      return { data: await testConnection({ baseUrl: base_url, model, apiKey }, timeout_seconds) };
    },
  );
};
