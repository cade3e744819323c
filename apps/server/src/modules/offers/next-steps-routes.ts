import { domainQuerySchema } from '@opencareers/contracts/boot';
import { offerPaths } from '@opencareers/contracts/offers';
import { nextStepsResponseSchema, saveNextStepsBodySchema } from '@opencareers/contracts/offers-next-steps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { saveTenantNextSteps, tenantNextSteps } from './next-steps-service.ts';

const tags = ['admin offer letters'];
/** The company's words to its new hires, like the letter's: admins only. */
const roles = ['admin'] as const;

const body = async (db: Db, tenantId: string) => {
  const s = await tenantNextSteps(db, tenantId);
  return { data: { text: s.text, updated_at: s.updatedAt?.toISOString() ?? null } };
};

/** The tenant's "what happens next" text shown to a candidate after signing. */
export const nextStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    offerPaths.nextSteps,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'The company’s “what happens next” text (null: the standard text)',
        querystring: domainQuerySchema,
        response: { 200: nextStepsResponseSchema },
      },
    },
    async (request) => body(app.db, request.tenant.id),
  );

  app.put(
    offerPaths.nextSteps,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Saves the “what happens next” text; empty or null goes back to the standard text',
        querystring: domainQuerySchema,
        body: saveNextStepsBodySchema,
        response: { 200: nextStepsResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      await saveTenantNextSteps(app.db, request.tenant.id, admin.id, request.body.text);
      return body(app.db, request.tenant.id);
    },
  );
};
