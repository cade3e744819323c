import { apiRequest } from '../../../lib/api/api-client.ts';

// The spec's body is the tenant's domain; the client adds it to the query too (carried params).
const domainBody = () => ({ domain: new URLSearchParams(window.location.search).get('domain') ?? undefined });

export const markAllViewed = () =>
  apiRequest('/api/pcsx/notifications/mark_all_viewed', {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationMarkResponseSchema),
  });

export const markAllClicked = () =>
  apiRequest('/api/pcsx/notifications/mark_all_clicked', {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationMarkResponseSchema),
  });

export const markClicked = (id: string) =>
  apiRequest(`/api/pcsx/notifications/${encodeURIComponent(id)}/mark_clicked`, {
    method: 'POST',
    json: domainBody(),
    schema: () =>
      import('@opencareers/contracts/notifications').then((m) => m.notificationClickedResponseSchema),
  });
