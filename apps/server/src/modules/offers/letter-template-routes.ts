import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  letterPreviewResponseSchema,
  letterTemplateResponseSchema,
  previewLetterBodySchema,
  saveLetterTemplateBodySchema,
} from '@opencareers/contracts/letter-templates';
import { offerPaths } from '@opencareers/contracts/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { letterTemplateState, previewLetter, saveLetterTemplate } from './letter-template-service.ts';

const tags = ['admin offer letters'];
/** The wording of a company's letters is an admin's decision (docs/admin.md "Team and roles"). */
const roles = ['admin'] as const;
/** Drawing a PDF costs tens of milliseconds; an editor previews at most a few times a second. */
const previewRateLimit = { max: 120, timeWindow: 60_000 };

/** The per-tenant offer letter template: read, save (versioned) and preview a draft. */
export const letterTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    offerPaths.letterTemplate,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'The offer letter template, its version, the default text and the merge fields',
        querystring: domainQuerySchema,
        response: { 200: letterTemplateResponseSchema },
      },
    },
    async (request) => ({ data: await letterTemplateState(app.db, request.tenant.id) }),
  );

  app.put(
    offerPaths.letterTemplate,
    {
      config: { roles },
      schema: {
        tags,
        summary:
          'Saves the template; 422 names unknown merge fields, 409 VERSION_CONFLICT when someone saved since',
        querystring: domainQuerySchema,
        body: saveLetterTemplateBodySchema,
        response: { 200: letterTemplateResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      const { body, version } = request.body;
      await saveLetterTemplate(app.db, request.tenant.id, admin.id, body, version);
      return { data: await letterTemplateState(app.db, request.tenant.id) };
    },
  );

  app.post(
    offerPaths.letterTemplatePreview,
    {
      config: { roles, rateLimit: previewRateLimit },
      schema: {
        tags,
        summary: 'Draws a draft template as a PDF (base64) with sample values or a chosen offer’s',
        querystring: domainQuerySchema,
        body: previewLetterBodySchema,
        response: { 200: letterPreviewResponseSchema },
      },
    },
    async (request) => {
      const pdf = await previewLetter(app.db, request.tenant, request.body.body, request.body.offer_id);
      return { data: { pdf_b64: Buffer.from(pdf).toString('base64') } };
    },
  );
};
