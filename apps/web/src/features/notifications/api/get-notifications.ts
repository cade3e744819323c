import type { BootData } from '@opencareers/contracts/boot';
import type { Notification } from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './query-keys.ts';

export type NotificationTab = 'all' | 'action_required';

/** spec shell §8: a failed fetch is only logged, and the panel shows an empty list. */
export async function getNotifications(tab: NotificationTab, signal?: AbortSignal): Promise<Notification[]> {
  try {
    const { data } = await apiRequest(notificationPaths.list, {
      query: { type_filter: tab === 'action_required' ? 'action_required' : undefined },
      schema: () =>
        import('@opencareers/contracts/notifications').then((m) => m.notificationListResponseSchema),
      signal,
    });
    return data.notifications;
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    console.error('Could not load notifications', error);
    return [];
  }
}

export const notificationListQuery = (user: BootData['user'], tab: NotificationTab) =>
  queryOptions({
    queryKey: [...notificationKeys.of(user), 'list', tab],
    queryFn: ({ signal }) => getNotifications(tab, signal),
    staleTime: 0,
    retry: false,
  });

export const useNotifications = (user: BootData['user'], tab: NotificationTab, enabled: boolean) =>
  useQuery({ ...notificationListQuery(user, tab), enabled });
