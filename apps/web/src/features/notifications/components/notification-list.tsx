import { Skeleton, Stack } from '@mantine/core';
import type { BootData } from '@opencareers/contracts/boot';
import type { Notification } from '@opencareers/contracts/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { type NotificationTab, useNotifications } from '../api/get-notifications.ts';
import { NotificationCard } from './notification-card.tsx';
import classes from './notification-panel.module.css';

interface Props {
  user: BootData['user'];
  tab: NotificationTab;
  onOpen: (n: Notification) => void;
}

/** One tab's notifications: a skeleton while loading, "You're all caught up!" when empty. */
export function NotificationList({ user, tab, onOpen }: Props) {
  const { t } = useTranslation();
  const { data, isPending } = useNotifications(user, tab, true);
  if (isPending) {
    return (
      <Stack gap={4} p="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={classes.skeleton}>
            <Skeleton height={10} width="30%" mb={8} />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="70%" />
          </div>
        ))}
      </Stack>
    );
  }
  if (!data?.length) {
    return <EmptyState message={t('notifications.empty')} icon={<IconChecks size={28} stroke={1.5} />} />;
  }
  const now = new Date();
  return (
    <ul className={classes.list}>
      {data.map((n) => (
        <li key={n.id}>
          <NotificationCard notification={n} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
