import {
  accountMessages,
  accountPaths,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@opencareers/contracts/account';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { okResponseSchema } from '@opencareers/contracts/auth';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { startSession } from '../auth/start-session.ts';
import { databaseFileStorage, type FileStorage } from '../files/storage.ts';
import { loadProfile } from '../profile/service.ts';
import { deleteCandidate } from './account-deletion.ts';
import { buildDataExport } from './data-export.ts';
import { assertPassword, changePassword, requestPasswordReset, resetPassword } from './passwords.ts';

/** "Forgot password" answers no sooner than this, so how long it took tells nothing. */
const FORGOT_MIN_MS = 250;

export interface AccountRoutesOptions {
  rateLimitMax: number;
  storage?: FileStorage;
}

/** Account and privacy (issue 12 item 11; docs/account.md). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimitMax, timeWindow: 60_000 };
  const storage = opts.storage ?? databaseFileStorage;
  const tags = ['account'];

  app.post(
    accountPaths.changePassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Change my password (the current one is required); ends my other sessions',
        querystring: domainQuerySchema,
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await changePassword(app.db, user, request.body);
      // This browser stays logged in, on a new session id; every other session has ended.
      await startSession(request, user);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    accountPaths.forgotPassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Email a single-use link to reset the password; the answer is the same for any email',
        querystring: domainQuerySchema,
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const started = Date.now();
      const origin = request.siteOrigin();
      await requestPasswordReset(app.db, app.notifier, request.tenant, request.body.email, origin);
      const wait = FORGOT_MIN_MS - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return { data: { ok: true as const, message: accountMessages.resetRequested } };
    },
  );

  app.post(
    accountPaths.resetPassword,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the token from a reset email; ends every session of the user',
        querystring: domainQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.tenant.id, request.body.token, request.body.password);
      // Whoever was logged in on this browser is logged out: the new password is used to log in.
      if (request.session.userId) await request.session.destroy();
      return { data: { ok: true as const } };
    },
  );

  app.get(
    accountPaths.downloadMyData,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Download my data: a ZIP with every row about me (one JSON file per table) and my files',
        description: 'Answers application/zip (an attachment); see docs/account.md for its contents.',
        produces: ['application/zip'],
        querystring: domainQuerySchema,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      // The profile as the site shows it, beside its raw rows, so the archive is readable.
      const profile = await loadProfile(app.db, user.tenantId, user.id);
      const zip = await buildDataExport(app.db, storage, user, { documents: { 'profile.json': profile } });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    accountPaths.deleteAccount,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Delete my account: erases or anonymises everything about me (see docs/account.md)',
        querystring: domainQuerySchema,
        body: deleteAccountBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      if (user.role !== 'candidate') {
        throw new HttpError(
          403,
          errorCodes.forbidden,
          'A staff account is removed by another admin of the site, not from here.',
        );
      }
      await assertPassword(user, request.body.password);
      await deleteCandidate(app.db, user);
      await request.session.destroy();
      return { data: { ok: true as const } };
    },
  );
};
