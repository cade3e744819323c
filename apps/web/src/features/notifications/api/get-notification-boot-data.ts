import type { BootData } from '@opencareers/contracts/boot';
import type { NotificationBootData } from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './query-keys.ts';

export const getNotificationBootData = async (signal?: AbortSignal): Promise<NotificationBootData> =>
  (
    await apiRequest(notificationPaths.bootData, {
      schema: () =>
        import('@opencareers/contracts/notifications').then((m) => m.notificationBootDataResponseSchema),
      signal,
    })
  ).data;

export const notificationBootDataQuery = (user: BootData['user']) =>
  queryOptions({
    queryKey: [...notificationKeys.of(user), 'boot'],
    queryFn: ({ signal }) => getNotificationBootData(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });

export const useNotificationBootData = (user: BootData['user']) => useQuery(notificationBootDataQuery(user));
