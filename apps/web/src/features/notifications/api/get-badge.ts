import type { BootData } from '@opencareers/contracts/boot';
import { notificationConstants } from '@opencareers/contracts/constants';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './query-keys.ts';

/** spec shell §8: a failed count is only logged, and the badge shows zero. */
export async function getBadgeCount(signal?: AbortSignal): Promise<number> {
  try {
    return (
      await apiRequest(notificationPaths.badge, {
        schema: () =>
          import('@opencareers/contracts/notifications').then((m) => m.notificationBadgeResponseSchema),
        signal,
      })
    ).data.count;
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    console.error('Could not load the notification count', error);
    return 0;
  }
}

export const badgeQuery = (user: BootData['user']) =>
  queryOptions({
    queryKey: [...notificationKeys.of(user), 'badge'],
    queryFn: ({ signal }) => getBadgeCount(signal),
    // spec shell §9: the badge refreshes every 5 minutes.
    refetchInterval: notificationConstants.badgeRefreshMs,
    staleTime: notificationConstants.badgeRefreshMs,
    retry: false,
  });

export const useBadgeCount = (user: BootData['user'], enabled: boolean) =>
  useQuery({ ...badgeQuery(user), enabled });
