import multipart from '@fastify/multipart';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  declineOfferBodySchema,
  esignStatusResponseSchema,
  maxSignedPdfBytes,
  offerDocumentParamsSchema,
  offerIdParamsSchema,
  offerPaths,
  offerResponseSchema,
  offersListResponseSchema,
  signFieldNames,
} from '@opencareers/contracts/offers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import { adminOfferRoutes } from './admin-routes.ts';
import {
  acceptIfComplete,
  acceptOffer,
  type CandidateContext,
  declineOffer,
  findDocument,
  listOffers,
  loadOwnOffer,
  offerView,
  signDocument,
} from './candidate-service.ts';
import { esignPageRoutes } from './esign-page.ts';
import { letterTemplateRoutes } from './letter-template-routes.ts';
import { multipartBodyLimit } from './multipart-limit.ts';
import { nextStepsRoutes } from './next-steps-routes.ts';
import { readSignUpload } from './read-sign-upload.ts';
import { currentKey } from './repository.ts';
import { signingKeyRoutes } from './signing-key-routes.ts';

export interface OfferRoutesOptions {
  /** Origin that serves the e-signature page; empty means this server (ESIGN_HOST). */
  esignHost: string;
}

/** shell §7 Offers: the candidate's calls, with the exact paths and payloads of the spec. */
export const offerRoutes: FastifyPluginAsyncZod<OfferRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: maxSignedPdfBytes, files: 2, fields: 10, fieldSize: 2000, parts: 12 },
  });

  const context = async (request: FastifyRequest): Promise<CandidateContext> => ({
    db: app.db,
    tenantId: request.tenant.id,
    user: await request.requireUser(),
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    notifier: app.notifier,
  });
  const view = (ctx: CandidateContext, offerId: string, withContent: boolean) =>
    loadOwnOffer(ctx, offerId).then((o) => offerView(app.db, ctx.tenantId, o, withContent, opts.esignHost));

  const tags = ['offers'];

  app.get(
    offerPaths.candidateList,
    {
      schema: {
        tags,
        summary: "The logged-in candidate's offers",
        querystring: domainQuerySchema,
        response: { 200: offersListResponseSchema },
      },
    },
    async (request) => ({ data: { offers: await listOffers(await context(request), opts.esignHost) } }),
  );

  app.get(
    offerPaths.candidateOne,
    {
      schema: {
        tags,
        summary: 'One offer with its documents (content included)',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: offerResponseSchema },
      },
    },
    async (request) => ({ data: { offer: await view(await context(request), request.params.id, true) } }),
  );

  app.post(
    offerPaths.accept,
    {
      bodyLimit: multipartBodyLimit,
      config: { auth: 'user' },
      schema: {
        tags,
        summary: `Accept the offer, signing its letter (multipart; file field ${signFieldNames.offerFile})`,
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: offerResponseSchema },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await loadOwnOffer(ctx, request.params.id);
      const upload = await readSignUpload(request, signFieldNames.offerFile);
      await acceptOffer(ctx, request.params.id, upload);
      return { data: { offer: await view(ctx, request.params.id, false) } };
    },
  );

  app.post(
    offerPaths.decline,
    {
      schema: {
        tags,
        summary: 'Decline the offer (final); may give a reason the company sees',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: offerResponseSchema },
      },
    },
    async (request) => {
      const ctx = await context(request);
      // The body is optional (the spec's call has none), so it is checked here, not by the schema.
      const body = declineOfferBodySchema.safeParse(request.body ?? undefined);
      if (!body.success)
        throw new HttpError(
          400,
          errorCodes.validation,
          'Give the reason as text of at most 1000 characters.',
        );
      await declineOffer(ctx, request.params.id, body.data?.reason);
      return { data: { offer: await view(ctx, request.params.id, false) } };
    },
  );

  app.post(
    offerPaths.acceptDocument,
    {
      bodyLimit: multipartBodyLimit,
      config: { auth: 'user' },
      schema: {
        tags,
        summary: `Sign one document (multipart; file field ${signFieldNames.documentFile})`,
        params: offerDocumentParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: offerResponseSchema },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const offer = await loadOwnOffer(ctx, request.params.id);
      const { doc } = await findDocument(ctx, offer, request.params.documentId);
      const upload = await readSignUpload(request, signFieldNames.documentFile);
      // Accepts the offer in the same transaction when this was the last document to sign.
      await signDocument(ctx, offer, doc, upload);
      return { data: { offer: await view(ctx, offer.id, false) } };
    },
  );

  app.post(
    offerPaths.esignStatus,
    {
      schema: {
        tags,
        summary: 'Report that the e-signature widget finished; answers the document status',
        params: offerDocumentParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: esignStatusResponseSchema },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const offer = await loadOwnOffer(ctx, request.params.id);
      const { doc } = await findDocument(ctx, offer, request.params.documentId);
      if (doc.status === 'Signed')
        await acceptIfComplete(ctx.db, ctx.notifier, ctx.tenantId, offer, ctx.user.id);
      const fresh = await view(ctx, offer.id, false);
      return { data: { document_status: doc.status, offer: fresh } };
    },
  );

  app.get(
    offerPaths.candidateDocumentFile,
    {
      schema: {
        tags,
        summary: 'Download a document of one of my offers (the signed copy once signed)',
        params: offerDocumentParamsSchema,
        querystring: domainQuerySchema.extend({ original: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const offer = await loadOwnOffer(ctx, request.params.id);
      const { doc } = await findDocument(ctx, offer, request.params.documentId);
      const file = await storage.get(
        app.db,
        ctx.tenantId,
        request.query.original ? doc.originalKey : currentKey(doc),
      );
      if (!file) throw new HttpError(404, errorCodes.notFound, 'Document not found');
      return sendStoredFile(reply, file);
    },
  );

  await app.register(adminOfferRoutes, { esignHost: opts.esignHost });
  await app.register(esignPageRoutes);
  await app.register(letterTemplateRoutes);
  await app.register(signingKeyRoutes);
  await app.register(nextStepsRoutes);
};
