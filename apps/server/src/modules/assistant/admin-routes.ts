import {
  assistantKnowledgeBodySchema,
  assistantKnowledgeDeleteResponseSchema,
  assistantKnowledgeEntryResponseSchema,
  assistantKnowledgeListResponseSchema,
  assistantKnowledgeParamsSchema,
  assistantLimits,
  assistantPaths,
} from '@opencareers/contracts/assistant';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knowledgeService } from './knowledge-service.ts';

const tags = ['admin: assistant'];

/** The company's knowledge base for the assistant: admins only (the perimeter's default). */
export const adminAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    assistantPaths.adminKnowledge,
    {
      schema: {
        tags,
        summary: "The assistant's knowledge base, oldest entry first",
        querystring: domainQuerySchema,
        response: { 200: assistantKnowledgeListResponseSchema },
      },
    },
    async (request) => ({
      data: {
        entries: await knowledgeService.list(app.db, request.tenant.id),
        limit: assistantLimits.maxKnowledgeEntries,
      },
    }),
  );

  app.post(
    assistantPaths.adminKnowledge,
    {
      schema: {
        tags,
        summary: 'Add an entry to the knowledge base',
        querystring: domainQuerySchema,
        body: assistantKnowledgeBodySchema,
        response: { 201: assistantKnowledgeEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const entry = await knowledgeService.create(app.db, request.tenant.id, user.id, request.body);
      return reply.status(201).send({ data: { entry } });
    },
  );

  app.put(
    assistantPaths.adminKnowledgeEntry,
    {
      schema: {
        tags,
        summary: 'Change an entry of the knowledge base',
        querystring: domainQuerySchema,
        params: assistantKnowledgeParamsSchema,
        body: assistantKnowledgeBodySchema,
        response: { 200: assistantKnowledgeEntryResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const entry = await knowledgeService.update(
        app.db,
        request.tenant.id,
        request.params.id,
        user.id,
        request.body,
      );
      return { data: { entry } };
    },
  );

  app.delete(
    assistantPaths.adminKnowledgeEntry,
    {
      schema: {
        tags,
        summary: 'Delete an entry of the knowledge base',
        querystring: domainQuerySchema,
        params: assistantKnowledgeParamsSchema,
        response: { 200: assistantKnowledgeDeleteResponseSchema },
      },
    },
    async (request) => {
      await knowledgeService.delete(app.db, request.tenant.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
};
