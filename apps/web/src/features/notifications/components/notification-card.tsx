import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@opencareers/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { notificationHref } from '../logic/follow-link.ts';
import { localizeNotification } from '../logic/localize-notification.ts';
import { relativeAge } from '../logic/relative-age.ts';
import classes from './notification-panel.module.css';

interface Props {
  notification: Notification;
  now: Date;
  onOpen: (n: Notification) => void;
}

/**
 * One notification: category, message, Action required, relative age and an unread dot. It is
 * a real link (so it can be opened in a new tab), but a plain click goes through `onOpen`,
 * which marks it clicked before leaving.
 */
export function NotificationCard({ notification: n, now, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const actionRequired = n.notificationType === 'action_required';
  const { category, message } = localizeNotification(n, i18n);
  return (
    <UnstyledButton
      component="a"
      href={notificationHref(n.redirectUrl, window.location.search, window.location.origin)}
      className={classes.card}
      data-unread={!n.isClicked || undefined}
      onClick={(event: React.MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(n);
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.4} truncate="end">
          {category}
        </Text>
        <Group gap={8} wrap="nowrap">
          <Text size="xs" c="gray.7" component="span">
            <time dateTime={n.createdAt}>{relativeAge(n.createdAt, now, i18n.language)}</time>
          </Text>
          {n.isClicked ? null : (
            <>
              <span className={classes.dot} aria-hidden />
              <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
            </>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dark.7" fw={n.isClicked ? 400 : 500} className={classes.message}>
        {message}
      </Text>
      {actionRequired ? (
        <Badge
          mt={8}
          size="sm"
          radius="sm"
          variant="light"
          color="orange"
          tt="none"
          className={classes.actionBadge}
        >
          {t('notifications.actionRequired')}
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}
