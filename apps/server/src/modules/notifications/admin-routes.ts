import { randomUUID } from 'node:crypto';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import {
  adminNotificationBodySchema,
  adminNotificationResponseSchema,
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
} from '@opencareers/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { userRepository } from '../auth/repository.ts';
import { candidateEvents } from './candidate-events.ts';
import { outboxRepository, toOutboxMail } from './outbox-repository.ts';
import { toNotification } from './repository.ts';
import { requireAdmin } from './require-admin.ts';

const tags = ['admin'];

/** Admins write to one candidate of their own tenant, and read the mail the site sent. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/notifications',
    {
      schema: {
        tags,
        summary: 'Send a notification (and email, if the candidate allows) to one candidate',
        body: adminNotificationBodySchema,
        response: { 201: adminNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const { email, message, categoryTitle, redirectUrl, notificationType } = request.body;
      const candidate = await userRepository.findByEmail(app.db, request.tenant.id, email);
      if (!candidate) {
        throw new HttpError(404, errorCodes.notFound, 'No candidate with this email on this site.', {
          email: 'No candidate with this email on this site.',
        });
      }
      const { notification } = await app.notifier.notify(
        request.tenant.id,
        candidate.id,
        candidateEvents.adminMessage({
          messageId: randomUUID(),
          message,
          categoryTitle,
          redirectUrl,
          actionRequired: notificationType === 'action_required',
        }),
      );
      return reply.status(201).send({ data: { notification: toNotification(notification) } });
    },
  );

  app.get(
    '/api/admin/notifications/outbox',
    {
      schema: {
        tags,
        summary: 'Emails written by the site, newest first (kept here when no SMTP server is set)',
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { limit, offset } = request.query;
      const [rows, total] = await Promise.all([
        outboxRepository.listForTenant(app.db, request.tenant.id, limit, offset),
        outboxRepository.countForTenant(app.db, request.tenant.id),
      ]);
      return { data: { mails: rows.map(toOutboxMail), total } };
    },
  );
};
