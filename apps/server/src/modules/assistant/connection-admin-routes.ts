import { errorCodes } from '@opencareers/contracts/api-envelope';
import { assistantPaths } from '@opencareers/contracts/assistant';
import {
  assistantConnectionBodySchema,
  assistantConnectionResponseSchema,
  assistantConnectionTestBodySchema,
  assistantConnectionTestResponseSchema,
} from '@opencareers/contracts/assistant-connection';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { connectionService } from './connection-service.ts';
import { testConnection } from './connection-test.ts';
import { llmHostAllowed, llmHostRefused } from './llm-host-policy.ts';

const tags = ['admin: assistant'];

/** A 400 on the address field when the operator's ASSISTANT_LLM_HOSTS does not name its host. */
function refuseUnlistedHost(baseUrl: string, hosts: readonly string[]): void {
  if (baseUrl && !llmHostAllowed(baseUrl, hosts))
    throw new HttpError(400, errorCodes.validation, llmHostRefused, { base_url: llmHostRefused });
}

/**
 * The assistant's optional language-model connection: admins only (the perimeter's default).
 * No answer carries the API key, only whether one is set.
 */
export const adminAssistantConnectionRoutes: FastifyPluginAsyncZod<{
  rateLimitMax: number;
  llmHosts: readonly string[];
}> = async (app, opts) => {
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
      refuseUnlistedHost(request.body.base_url, opts.llmHosts);
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
      refuseUnlistedHost(base_url, opts.llmHosts);
      const apiKey = await connectionService.keyForTest(app.db, request.tenant.id, base_url, api_key);
      return { data: await testConnection({ baseUrl: base_url, model, apiKey }, timeout_seconds) };
    },
  );
};
