import {
  type NotificationPreferences,
  notificationPreferencesResponseSchema,
} from '@opencareers/contracts/notifications';
import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** One user's preferences: a different login must not see the last one's. */
const key = (userId: string | undefined) => ['notification-preferences', userId] as const;

export const getPreferences = async (signal?: AbortSignal): Promise<NotificationPreferences> =>
  (
    await apiRequest(notificationPaths.preferences, {
      schema: notificationPreferencesResponseSchema,
      signal,
    })
  ).data;

export const savePreferences = async (prefs: NotificationPreferences): Promise<NotificationPreferences> =>
  (
    await apiRequest(notificationPaths.preferences, {
      method: 'PUT',
      json: prefs,
      schema: notificationPreferencesResponseSchema,
    })
  ).data;

export const preferencesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: key(userId), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = (userId: string | undefined) => useQuery(preferencesQuery(userId));

export function useSavePreferences(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => client.setQueryData(key(userId), saved),
    meta: { handlesErrors: true },
  });
}
