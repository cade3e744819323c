import { apiPath } from '@opencareers/contracts/api-path';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { apiRequest } from '../../../lib/api/api-client.ts';

// The spec's body is the tenant's domain; the client adds it to the query too (carried params).
const domainBody = () => ({ domain: new URLSearchParams(window.location.search).get('domain') ?? undefined });

export const markAllViewed = () =>
  apiRequest(notificationPaths.markAllViewed, {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationMarkResponseSchema),
  });

export const markAllClicked = () =>
  apiRequest(notificationPaths.markAllClicked, {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationMarkResponseSchema),
  });

export const markClicked = (id: string) =>
  apiRequest(apiPath(notificationPaths.markClicked, { id }), {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationClickedResponseSchema),
  });
