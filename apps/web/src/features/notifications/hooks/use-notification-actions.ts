import type { BootData } from '@opencareers/contracts/boot';
import type { Notification } from '@opencareers/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { badgeQuery } from '../api/get-badge.ts';
import { markAllClicked, markAllViewed, markClicked } from '../api/mark-notifications.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { notificationHref } from '../logic/follow-link.ts';

/** Leaves the single-page app on purpose (spec shell §4: a full page reload). */
export const goTo = (href: string) => window.location.assign(href);

/**
 * What the panel does (spec shell §4): opening clears the badge and marks all viewed;
 * clicking a card marks it clicked at once, rolls that back if the server refuses, and
 * follows its link once marked. Failures are only logged (spec shell §8).
 */
export function useNotificationActions(user: BootData['user']) {
  const client = useQueryClient();
  const listKey = useMemo(() => [...notificationKeys.of(user), 'list'], [user]);

  const setClicked = useCallback(
    (which: (n: Notification) => boolean) => {
      const before = client.getQueriesData<Notification[]>({ queryKey: listKey });
      client.setQueriesData<Notification[]>({ queryKey: listKey }, (list) =>
        list?.map((n) => (which(n) ? { ...n, isClicked: true } : n)),
      );
      return () => {
        for (const [key, data] of before) client.setQueryData(key, data);
      };
    },
    [client, listKey],
  );

  const onOpen = useCallback(() => {
    client.setQueryData(badgeQuery(user).queryKey, 0);
    if (!user.isLoggedIn) return;
    markAllViewed().catch((error) => console.error('Could not mark notifications viewed', error));
  }, [client, user]);

  const open = useCallback(
    async (notification: Notification) => {
      const href = notificationHref(notification.redirectUrl, window.location.search, window.location.origin);
      if (!user.isLoggedIn) return goTo(href);
      const rollback = setClicked((n) => n.id === notification.id);
      try {
        await markClicked(notification.id);
      } catch (error) {
        rollback();
        console.error('Could not mark the notification clicked', error);
        return;
      }
      goTo(href);
    },
    [user, setClicked],
  );

  const markAllRead = useCallback(async () => {
    const rollback = setClicked(() => true);
    try {
      await markAllClicked();
    } catch (error) {
      rollback();
      console.error('Could not mark notifications read', error);
    }
  }, [setClicked]);

  return { onOpen, open, markAllRead };
}
