import {
  type AdminNotificationBody,
  adminNotificationResponseSchema,
  adminOutboxResponseSchema,
} from '@opencareers/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

const outboxKey = ['admin-outbox'] as const;
/** Emails shown per outbox page. */
export const outboxPageSize = 20;

/** One page (from 1) of the tenant's outbox, newest first, with the total for paging. */
export const useAdminOutbox = (page: number) =>
  useQuery({
    queryKey: [...outboxKey, page],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/notifications/outbox', {
        query: { limit: String(outboxPageSize), offset: String((page - 1) * outboxPageSize) },
        schema: adminOutboxResponseSchema,
        signal,
      }),
    select: (r) => r.data,
    // Paging keeps the last page on screen until the next arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSendAdminNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNotificationBody) =>
      apiRequest('/api/admin/notifications', {
        method: 'POST',
        json: body,
        schema: adminNotificationResponseSchema,
      }).then((r) => r.data.notification),
    // The email it wrote (when the candidate allows email) is now at the top of the outbox.
    onSuccess: () => client.invalidateQueries({ queryKey: outboxKey }),
    meta: { handlesErrors: true },
  });
}
