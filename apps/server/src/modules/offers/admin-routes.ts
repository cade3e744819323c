import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  adminOfferResponseSchema,
  adminOffersResponseSchema,
  createOfferBodySchema,
  editOfferTermsBodySchema,
  extendOfferBodySchema,
  offerDocumentParamsSchema,
  offerIdParamsSchema,
  offerPaths,
  returnUploadBodySchema,
  signModeSchema,
} from '@opencareers/contracts/offers';
import { hiringRoles } from '@opencareers/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { databaseFileStorage as storage } from '../files/storage.ts';
import {
  addDocument,
  adminOfferView,
  cancelOffer,
  createOffer,
  extendOffer,
  listAdminOffers,
} from './admin-service.ts';
import { editOfferTerms } from './edit-terms-service.ts';
import { multipartBodyLimit } from './multipart-limit.ts';
import { readSignUpload } from './read-sign-upload.ts';
import { offerRepository } from './repository.ts';
import { approveUpload, countersign, type ReviewContext, returnUpload } from './review-service.ts';

/** The company side: create, add documents, extend, cancel, and read the audit trail. */
export const adminOfferRoutes: FastifyPluginAsyncZod<{ esignHost: string }> = async (app) => {
  const tags = ['admin offers'];

  const detail = async (tenantId: string, id: string) => ({
    data: {
      offer: await adminOfferView(app.db, tenantId, id),
      signatures: (await offerRepository.signatures(app.db, tenantId, id)).map((s) => ({
        id: s.id,
        document_id: s.documentId,
        signer_name: s.signerName,
        method: s.method,
        ip: s.ip,
        user_agent: s.userAgent,
        sha256_before: s.sha256Before,
        sha256_after: s.sha256After,
        signed_at: s.signedAt.toISOString(),
      })),
    },
  });

  app.get(
    offerPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: { tags, querystring: domainQuerySchema, response: { 200: adminOffersResponseSchema } },
    },
    async (request) => {
      return { data: { offers: await listAdminOffers(app.db, request.tenant.id) } };
    },
  );

  app.get(
    offerPaths.adminOne,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.post(
    offerPaths.adminList,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Create a draft offer (optionally with a generated offer letter)',
        querystring: domainQuerySchema,
        body: createOfferBodySchema,
        response: { 201: adminOfferResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await request.requireUser();
      const id = await createOffer(app.db, request.tenant, admin.id, request.body);
      return reply.status(201).send(await detail(request.tenant.id, id));
    },
  );

  app.post(
    offerPaths.adminDocuments,
    {
      config: { roles: hiringRoles },
      bodyLimit: multipartBodyLimit,
      schema: {
        tags,
        summary: 'Upload a PDF document (multipart: file, name, sign_mode, offer_letter)',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      const upload = await readSignUpload(request, 'file');
      const name = (upload.fields.name ?? '').trim();
      const signMode = signModeSchema.safeParse(upload.fields.sign_mode);
      if (!upload.file) throw new HttpError(400, errorCodes.validation, 'Choose a PDF file to upload.');
      if (!name || name.length > 120)
        throw new HttpError(
          400,
          errorCodes.validation,
          'Give the document a name of at most 120 characters.',
        );
      if (!signMode.success)
        throw new HttpError(400, errorCodes.validation, 'Choose sign, esign or read_only for the document.');
      await addDocument(app.db, request.tenant.id, request.params.id, {
        content: upload.file.content,
        name,
        signMode: signMode.data,
        isLetter: upload.fields.offer_letter === 'true',
      });
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.post(
    offerPaths.adminExtend,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Extend the offer to the candidate (Extended or Contract Extended)',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        body: extendOfferBodySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      const raw = request.body.expires_at;
      await extendOffer(
        app.db,
        app.notifier,
        request.tenant.id,
        admin.id,
        request.params.id,
        raw === undefined ? undefined : raw === null ? null : new Date(raw),
      );
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.put(
    offerPaths.adminTerms,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary:
          'Edit the terms before the candidate answers (the letter is drawn again); 409 with the current state otherwise, or when someone edited since `version`',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        body: editOfferTermsBodySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      await editOfferTerms(app.db, app.notifier, request.tenant, admin.id, request.params.id, request.body);
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.post(
    offerPaths.adminCancel,
    {
      config: { roles: hiringRoles },
      schema: {
        tags,
        summary: 'Cancel the offer',
        params: offerIdParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      const admin = await request.requireUser();
      await cancelOffer(app.db, app.notifier, request.tenant.id, admin.id, request.params.id);
      return detail(request.tenant.id, request.params.id);
    },
  );

  const reviewContext = async (request: FastifyRequest): Promise<ReviewContext> => {
    const admin = await request.requireUser();
    return {
      db: app.db,
      notifier: app.notifier,
      tenantId: request.tenant.id,
      tenantName: request.tenant.name,
      admin,
      ip: request.ip,
    };
  };
  const documentAction = { tags, params: offerDocumentParamsSchema, querystring: domainQuerySchema };

  app.post(
    offerPaths.adminApprove,
    {
      config: { roles: hiringRoles },
      schema: {
        ...documentAction,
        summary: 'Approve an uploaded signed copy (Pending → Signed; accepts the offer when complete)',
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      await approveUpload(await reviewContext(request), request.params.id, request.params.documentId);
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.post(
    offerPaths.adminReturn,
    {
      config: { roles: hiringRoles },
      schema: {
        ...documentAction,
        summary: 'Return an uploaded signed copy with a reason (Pending → Unsigned; the candidate is told)',
        body: returnUploadBodySchema,
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      await returnUpload(
        await reviewContext(request),
        request.params.id,
        request.params.documentId,
        request.body.reason,
      );
      return detail(request.tenant.id, request.params.id);
    },
  );

  app.post(
    offerPaths.adminCountersign,
    {
      config: { roles: hiringRoles },
      schema: {
        ...documentAction,
        summary: "Countersign a document the candidate signed (adds the company's page and a new seal)",
        response: { 200: adminOfferResponseSchema },
      },
    },
    async (request) => {
      await countersign(await reviewContext(request), request.params.id, request.params.documentId);
      return detail(request.tenant.id, request.params.id);
    },
  );

  /** The two files the company compares before approving: the original and the uploaded copy. */
  for (const which of ['original', 'uploaded'] as const) {
    app.get(
      which === 'original' ? offerPaths.adminDocumentOriginal : offerPaths.adminDocumentUploaded,
      {
        config: { roles: hiringRoles },
        schema: { ...documentAction, summary: `The document's ${which} file (inline, for comparing)` },
      },
      async (request, reply) => {
        const docs = await offerRepository.documents(app.db, request.tenant.id, [request.params.id]);
        const doc = docs.find((d) => d.id === request.params.documentId);
        const key = which === 'original' ? doc?.originalKey : doc?.uploadedKey;
        const file = key && (await storage.get(app.db, request.tenant.id, key));
        if (!file) throw new HttpError(404, errorCodes.notFound, 'Document not found');
        return sendStoredFile(reply, file);
      },
    );
  }

  app.get(
    offerPaths.adminDocumentFile,
    {
      config: { roles: hiringRoles },
      schema: { tags, params: offerDocumentParamsSchema, querystring: domainQuerySchema },
    },
    async (request, reply) => {
      const docs = await offerRepository.documents(app.db, request.tenant.id, [request.params.id]);
      const doc = docs.find((d) => d.id === request.params.documentId);
      const file = doc && (await storage.get(app.db, request.tenant.id, doc.signedKey ?? doc.originalKey));
      if (!file) throw new HttpError(404, errorCodes.notFound, 'Document not found');
      return sendStoredFile(reply, file);
    },
  );
};
