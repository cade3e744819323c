import { Button, Tabs, Title } from '@mantine/core';
import type { BootData } from '@opencareers/contracts/boot';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationTab, notificationListQuery } from '../api/get-notifications.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { NotificationList } from './notification-list.tsx';
import classes from './notification-panel.module.css';

interface Props {
  user: BootData['user'];
  /** The Action required tab exists only when the site configured such notifications. */
  withActionTab: boolean;
  /** The modal has its own title; the dropdown shows one here. */
  withTitle: boolean;
  titleId: string;
}

/** The panel's content: tabs All / Action required (arrow keys switch them) and the cards. */
export function NotificationPanel({ user, withActionTab, withTitle, titleId }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  const { open, markAllRead } = useNotificationActions(user);
  const all = useQuery({ ...notificationListQuery(user, 'all'), enabled: false });
  const anyUnread = user.isLoggedIn && !!all.data?.some((n) => !n.isClicked);

  const header =
    !withTitle && !anyUnread ? null : (
      <div className={classes.header}>
        {withTitle ? (
          <Title order={2} size="h4" id={titleId}>
            {t('notifications.title')}
          </Title>
        ) : (
          <span />
        )}
        {anyUnread ? (
          <Button variant="subtle" size="compact-sm" onClick={() => void markAllRead()}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
    );

  if (!withActionTab) {
    return (
      <div className={classes.panel}>
        {header}
        <div className={classes.scroll}>
          <NotificationList user={user} tab="all" onOpen={open} />
        </div>
      </div>
    );
  }

  return (
    <Tabs
      value={tab}
      onChange={(v) => setTab((v as NotificationTab | null) ?? 'all')}
      className={classes.panel}
      keepMounted={false}
    >
      {header}
      <Tabs.List px="md">
        <Tabs.Tab value="all">{t('notifications.tabs.all')}</Tabs.Tab>
        <Tabs.Tab value="action_required">{t('notifications.tabs.actionRequired')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="all" className={classes.scroll}>
        <NotificationList user={user} tab="all" onOpen={open} />
      </Tabs.Panel>
      <Tabs.Panel value="action_required" className={classes.scroll}>
        <NotificationList user={user} tab="action_required" onOpen={open} />
      </Tabs.Panel>
    </Tabs>
  );
}
