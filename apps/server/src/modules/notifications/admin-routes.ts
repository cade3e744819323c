import { randomUUID } from 'node:crypto';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  adminNotificationBodySchema,
  adminNotificationResponseSchema,
  adminOutboxParamsSchema,
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
  adminOutboxRetryResponseSchema,
} from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { findUserByEmail } from '../auth/service.ts';
import { candidateEvents } from './candidate-events.ts';
import { outboxRepository, toOutboxMail } from './outbox-repository.ts';
import { toNotification } from './repository.ts';

const tags = ['admin'];

/** Admins write to one candidate of their own tenant, and read the mail the site sent. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    notificationPaths.adminList,
    {
      schema: {
        tags,
        summary: 'Send a notification (and email, if the candidate allows) to one candidate',
        body: adminNotificationBodySchema,
        response: { 201: adminNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, message, categoryTitle, redirectUrl, notificationType } = request.body;
      const candidate = await findUserByEmail(app.db, request.tenant.id, email);
      if (!candidate) {
        throw new HttpError(404, errorCodes.notFound, 'No candidate with this email on this site.', {
          email: 'No candidate with this email on this site.',
        });
      }
      const { notification } = await app.db.transaction((tx) =>
        app.notifier.notify(
          tx,
          request.tenant.id,
          candidate.id,
          candidateEvents.adminMessage({
            messageId: randomUUID(),
            message,
            categoryTitle,
            redirectUrl,
            actionRequired: notificationType === 'action_required',
          }),
        ),
      );
      return reply.status(201).send({ data: { notification: toNotification(notification) } });
    },
  );

  app.get(
    notificationPaths.adminOutbox,
    {
      schema: {
        tags,
        summary: 'Emails written by the site, newest first (kept here when no SMTP server is set)',
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxResponseSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const [rows, total] = await Promise.all([
        outboxRepository.listForTenant(app.db, request.tenant.id, limit, offset),
        outboxRepository.countForTenant(app.db, request.tenant.id),
      ]);
      return { data: { mails: rows.map(toOutboxMail), total } };
    },
  );

  app.post(
    notificationPaths.adminRetry,
    {
      schema: {
        tags,
        summary: 'Send a dead letter again: a fresh set of attempts, due at once',
        params: adminOutboxParamsSchema,
        querystring: domainQuerySchema,
        response: { 200: adminOutboxRetryResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await outboxRepository.retryDead(app.db, request.tenant.id, id, new Date());
      if (!row) {
        const existing = await outboxRepository.find(app.db, request.tenant.id, id);
        if (!existing) throw new HttpError(404, errorCodes.notFound, 'No such email.');
        throw new HttpError(
          409,
          errorCodes.conflict,
          'Only an email whose attempts all failed can be retried.',
        );
      }
      // Sent by the next relay run; nudge it so the admin sees the outcome soon.
      app.jobs?.nudge('mail-relay');
      return { data: { mail: toOutboxMail(row) } };
    },
  );
};
