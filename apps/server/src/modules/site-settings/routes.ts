import multipart from '@fastify/multipart';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { apiPath } from '@opencareers/contracts/api-path';
import {
  SITE_IMAGE_MAX_BYTES,
  settingsHistoryResponseSchema,
  settingsRevisionBodySchema,
  settingsStateResponseSchema,
  settingsVersionParamsSchema,
  settingsWriteBodySchema,
  siteImageParamsSchema,
  siteImageQuerySchema,
  siteImageResponseSchema,
} from '@opencareers/contracts/site-settings';
import { siteSettingsPaths } from '@opencareers/contracts/site-settings-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { databaseFileStorage } from '../files/storage.ts';
import { discardDraft, history, publish, rollback, saveDraft, settingsState } from './service.ts';
import { processSiteImage } from './site-images.ts';

const tags = ['admin site settings'];
const IMAGE_PREFIX = 'site-images';
/** A settings body is a whole configuration: footer HTML and terms text are the big parts. */
const SETTINGS_BODY_LIMIT = 256 * 1024;

/** Site settings (admins only, the perimeter's default for /api/admin). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
  });

  const state = async (tenantId: string) => ({ data: await settingsState(app.db, tenantId) });
  // This process sees the change at once; the others within their tenant cache's lifetime.
  const changed = () => app.tenants.forget();

  app.get(
    siteSettingsPaths.settings,
    {
      schema: {
        tags,
        summary: 'The published configuration, the draft, the latest version and the revision to send back',
        response: { 200: settingsStateResponseSchema },
      },
    },
    async (request) => state(request.tenant.id),
  );

  app.put(
    siteSettingsPaths.draft,
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Saves the draft; 422 names each refused setting, 409 VERSION_CONFLICT when the revision moved',
        body: settingsWriteBodySchema,
        response: { 200: settingsStateResponseSchema },
      },
    },
    async (request) => {
      const { config, revision } = request.body;
      await saveDraft(app.db, request.tenant.id, (await request.requireUser()).id, config, revision);
      return state(request.tenant.id);
    },
  );

  app.delete(
    siteSettingsPaths.draft,
    {
      schema: {
        tags,
        summary: 'Discards the draft',
        body: settingsRevisionBodySchema,
        response: { 200: settingsStateResponseSchema },
      },
    },
    async (request) => {
      await discardDraft(app.db, request.tenant.id, request.body.revision);
      return state(request.tenant.id);
    },
  );

  app.post(
    siteSettingsPaths.publish,
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Publishes the configuration as the next version (the draft is cleared)',
        body: settingsWriteBodySchema,
        response: { 200: settingsStateResponseSchema },
      },
    },
    async (request) => {
      const { config, revision } = request.body;
      await publish(app.db, request.tenant.id, (await request.requireUser()).id, config, revision);
      changed();
      return state(request.tenant.id);
    },
  );

  app.get(
    siteSettingsPaths.history,
    {
      schema: {
        tags,
        summary: 'Published versions, newest first: who, when, what changed',
        response: { 200: settingsHistoryResponseSchema },
      },
    },
    async (request) => ({ data: { versions: await history(app.db, request.tenant.id) } }),
  );

  app.post(
    siteSettingsPaths.rollback,
    {
      schema: {
        tags,
        summary: 'Publishes an older version again, as a new version',
        params: settingsVersionParamsSchema,
        body: settingsRevisionBodySchema,
        response: { 200: settingsStateResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await rollback(app.db, request.tenant.id, user.id, request.params.version, request.body.revision);
      changed();
      return state(request.tenant.id);
    },
  );

  app.post(
    siteSettingsPaths.images,
    {
      bodyLimit: SITE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Uploads a logo, favicon or hero image (multipart, field file): checked by content, resized',
        querystring: siteImageQuerySchema,
        response: { 201: siteImageResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, errorCodes.unsupportedMedia, 'Send the image as multipart/form-data.');
      const part = await request.file();
      if (!part)
        throw new HttpError(400, errorCodes.invalidFile, 'Choose an image.', { file: 'Choose an image.' });
      const bytes = await part.toBuffer().catch(() => {
        throw new HttpError(400, errorCodes.invalidFile, 'The image must be 5 MB or smaller.', {
          file: 'The image must be 5 MB or smaller.',
        });
      });
      const image = await processSiteImage(new Uint8Array(bytes), request.query.kind);
      const stored = await databaseFileStorage.put(app.db, request.tenant.id, {
        content: image.bytes,
        contentType: image.contentType,
        filename: `${request.query.kind}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
        prefix: IMAGE_PREFIX,
      });
      const id = stored.key.slice(IMAGE_PREFIX.length + 1);
      return reply.status(201).send({
        data: {
          url: apiPath(siteSettingsPaths.siteImage, { id }),
          width: image.width,
          height: image.height,
          contentType: image.contentType,
        },
      });
    },
  );
};

/** Serves uploaded site images to everyone: they are re-encoded by us and never change. */
export const siteImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteSettingsPaths.siteImage,
    {
      config: { termsExempt: true },
      schema: {
        tags: ['site'],
        summary: 'An uploaded logo, favicon or hero image',
        params: siteImageParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await databaseFileStorage.get(
        app.db,
        request.tenant.id,
        `${IMAGE_PREFIX}/${request.params.id}`,
      );
      if (!file) throw new HttpError(404, errorCodes.notFound, 'No such image');
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.content));
    },
  );
};
