import { Readable } from 'node:stream';
import {
  type AssistantEvent,
  assistantConfigResponseSchema,
  assistantMessageSchema,
  assistantPaths,
} from '@opencareers/contracts/assistant';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { readerLocale } from '../locales/reader-locale.ts';
import { translator } from '../notifications/server-messages.ts';
import { answer } from './answer.ts';
import { say } from './replies.ts';
import { assistantConfig } from './service.ts';

const tags = ['assistant'];

/** The search page's assistant (issue 22): its configuration and its replies. */
export const assistantRoutes: FastifyPluginAsyncZod<{
  rateLimitMax: number;
  csrfCookie: string;
  /** ASSISTANT_LLM_HOSTS: the servers a language-model connection may reach (empty: any). */
  llmHosts: readonly string[];
}> = async (app, opts) => {
  app.get(
    assistantPaths.config,
    {
      schema: {
        tags,
        summary: 'Whether the assistant shows for this visitor, its greeting, prompts and contact',
        querystring: domainQuerySchema,
        response: { 200: assistantConfigResponseSchema },
      },
    },
    async (request) => ({ data: await assistantConfig(request) }),
  );

  // Per visit: the logged-in user, else the visit's CSRF secret (every POST carries one).
  const visitKey = (request: FastifyRequest) => {
    const userId = request.session.userId;
    if (userId) return `assistant|user:${userId}`;
    const visit = request.cookies[opts.csrfCookie];
    return visit ? `assistant|visit:${visit.slice(-32)}` : `assistant|ip:${request.ip}`;
  };

  app.post(
    assistantPaths.messages,
    {
      schema: {
        tags,
        summary: 'Ask the assistant; the reply is a stream of newline-delimited JSON events',
        querystring: domainQuerySchema,
        body: assistantMessageSchema,
      },
      bodyLimit: 128 * 1024,
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: 60_000, keyGenerator: visitKey } },
    },
    async (request, reply) => {
      if (!assistantConfigEnabled(request))
        throw new HttpError(404, 'NOT_FOUND', 'The assistant is not enabled.');
      let events: AssistantEvent[];
      try {
        events = await answer(app, request, request.body.message, request.body.history, opts.llmHosts);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'assistant reply failed');
        events = [
          { type: 'error', message: say(translator(await readerLocale(request).catch(() => 'en'))).failed },
          { type: 'done' },
        ];
      }
      reply.header('content-type', 'application/x-ndjson; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return reply.send(Readable.from(events.map((e) => `${JSON.stringify(e)}\n`)));
    },
  );
};

/** The company turned the assistant on (whether it shows is the config's `enabled`). */
const assistantConfigEnabled = (request: FastifyRequest) => request.tenant.config.chatbotxConfig.enabled;
