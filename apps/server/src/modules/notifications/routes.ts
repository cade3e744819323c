import { errorCodes } from '@opencareers/contracts/api-envelope';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import {
  type Notification,
  notificationBadgeResponseSchema,
  notificationBootDataResponseSchema,
  notificationClickedResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationMarkBodySchema,
  notificationMarkResponseSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
} from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import type { Tenant } from '../tenants/service.ts';
import { notificationRepository, preferencesRepository, toNotification } from './repository.ts';

const tags = ['notifications'];

/** What a logged-out visitor sees, when the site allows it (loggedOutNotificationConfig). */
const loggedOutNotifications = (tenant: Tenant): Notification[] => {
  const { enabled, message } = tenant.config.pcsxConfig.loggedOutNotificationConfig;
  if (!enabled || !message.trim()) return [];
  return [
    {
      id: 'logged-out',
      categoryTitle: tenant.config.pcsxConfig.branding.companyName,
      categoryKey: null,
      // The site's own configured text, shown as it is.
      message,
      messageKey: null,
      messageParams: null,
      createdAt: new Date().toISOString(),
      isClicked: false,
      redirectUrl: '/careers?show_login_modal=1',
      notificationType: 'read_only',
    },
  ];
};

const inAppEnabled = (tenant: Tenant) => tenant.config.notificationsConfig.enableCandidateInappNotifications;

/** spec shell §7 Notifications, each scoped to the tenant and the logged-in candidate. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    notificationPaths.bootData,
    {
      schema: {
        tags,
        summary: 'Whether the bell is shown and which tabs the panel has',
        querystring: domainQuerySchema,
        response: { 200: notificationBootDataResponseSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const user = await request.currentUser();
      const { notificationsConfig, pcsxConfig } = tenant.config;
      return {
        data: {
          groupId: user?.tenantId ?? tenant.id,
          isLoggedIn: !!user,
          enableCandidateInappNotifications: notificationsConfig.enableCandidateInappNotifications,
          hasActionRequiredNotificationsConfigured:
            notificationsConfig.hasActionRequiredNotificationsConfigured,
          loggedOutNotificationConfig: pcsxConfig.loggedOutNotificationConfig,
        },
      };
    },
  );

  app.get(
    notificationPaths.list,
    {
      schema: {
        tags,
        summary: 'The latest notifications, newest first; type_filter=action_required keeps open actions',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const user = await request.currentUser();
      if (!user) {
        const all = loggedOutNotifications(tenant);
        return { data: { notifications: request.query.type_filter === 'action_required' ? [] : all } };
      }
      if (!inAppEnabled(tenant)) return { data: { notifications: [] } };
      const rows = await notificationRepository.list(
        app.db,
        tenant.id,
        user.id,
        request.query.type_filter === 'action_required',
      );
      return { data: { notifications: rows.map(toNotification) } };
    },
  );

  app.get(
    notificationPaths.badge,
    {
      schema: {
        tags,
        summary: 'How many notifications the candidate has not seen yet',
        querystring: domainQuerySchema,
        response: { 200: notificationBadgeResponseSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user || !inAppEnabled(request.tenant)) return { data: { count: 0 } };
      return {
        data: { count: await notificationRepository.countUnviewed(app.db, request.tenant.id, user.id) },
      };
    },
  );

  app.post(
    notificationPaths.markAllViewed,
    {
      schema: {
        tags,
        summary: 'Marks every notification viewed (the panel was opened)',
        body: notificationMarkBodySchema,
        response: { 200: notificationMarkResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return {
        data: { updated: await notificationRepository.markAllViewed(app.db, request.tenant.id, user.id) },
      };
    },
  );

  app.post(
    notificationPaths.markAllClicked,
    {
      schema: {
        tags,
        summary: 'Marks every notification clicked (read)',
        body: notificationMarkBodySchema,
        response: { 200: notificationMarkResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return {
        data: { updated: await notificationRepository.markAllClicked(app.db, request.tenant.id, user.id) },
      };
    },
  );

  app.post(
    notificationPaths.markClicked,
    {
      schema: {
        tags,
        summary: 'Marks one notification clicked',
        params: notificationIdParamsSchema,
        body: notificationMarkBodySchema,
        response: { 200: notificationClickedResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const row = await notificationRepository.markClicked(
        app.db,
        request.tenant.id,
        user.id,
        request.params.id,
      );
      // Another candidate's notification is as unknown as a missing one.
      if (!row) throw new HttpError(404, errorCodes.notFound, 'Notification not found.');
      return { data: { notification: toNotification(row) } };
    },
  );

  app.get(
    notificationPaths.preferences,
    {
      schema: {
        tags,
        summary: 'How the candidate wants to be told (email on or off)',
        querystring: domainQuerySchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const prefs = await preferencesRepository.get(app.db, request.tenant.id, user.id);
      return { data: { emailEnabled: prefs.emailEnabled } };
    },
  );

  app.put(
    notificationPaths.preferences,
    {
      schema: {
        tags,
        summary: 'Changes how the candidate wants to be told',
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await preferencesRepository.set(app.db, request.tenant.id, user.id, request.body.emailEnabled);
      return { data: { emailEnabled: request.body.emailEnabled } };
    },
  );
};
