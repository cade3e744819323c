import { ActionIcon, Button, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notificationConstants } from '@opencareers/contracts/constants';
import { IconBell } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { lazyPart, useLazyPart } from '../../../lib/lazy/lazy-part.ts';
import { LazyModal } from '../../../lib/overlays/lazy-modal.tsx';
import { useBadgeCount } from '../api/get-badge.ts';
import { useNotificationBootData } from '../api/get-notification-boot-data.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { findTrigger } from '../logic/find-trigger.ts';

export const BELL_ID = 'notification-bell';

/*
 * The panel (tabs, cards and their actions) is a chunk of its own, fetched when the bell is
 * first pointed at, focused or opened: most visits never open it, and the entry every page
 * loads is smaller without it (issue 17).
 */
const panelPart = lazyPart(() => import('./notification-panel.tsx').then((m) => m.NotificationPanel));
const prefetchPanel = () => void panelPart.load().catch(() => undefined);
const { panelWidthPx, panelMaxHeightVh, panelMaxHeightPx, fullScreenMaxWidthPx, modalZIndex } =
  notificationConstants;

/**
 * The navbar bell (spec shell §2): badge with the unseen count, a 480 px dropdown on
 * desktop, a full-screen modal at 1024 px or narrower. Hidden when the site turned in-app
 * notifications off, and for logged-out visitors unless loggedOutNotificationConfig allows.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const boot = useNotificationBootData(user);
  const fullScreen = useMediaQuery(`(max-width: ${fullScreenMaxWidthPx}px)`) ?? false;
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const lookup = useRef<AbortController | null>(null);
  const visible =
    !!boot.data &&
    (boot.data.isLoggedIn
      ? boot.data.enableCandidateInappNotifications
      : boot.data.loggedOutNotificationConfig.enabled);
  const badge = useBadgeCount(user, visible && user.isLoggedIn);
  const { onOpen } = useNotificationActions(user);
  const Panel = useLazyPart(panelPart, opened);
  // Opens once the panel is here (or could not come), never empty: the dialog's focus trap
  // takes the first thing to focus as it opens, and an empty one would leave focus outside.
  const shown = opened && (Panel.value !== undefined || Panel.failed);

  if (!visible || !boot.data) return null;
  const count = badge.data ?? 0;

  const toggle = () => {
    if (!opened) onOpen();
    setOpened(!opened);
  };
  const close = () => {
    setOpened(false);
    // The navbar may re-render while the full-screen panel is up; give focus back once the bell is there.
    lookup.current?.abort();
    lookup.current = new AbortController();
    void findTrigger(BELL_ID, lookup.current.signal).then((bell) => bell?.focus());
  };

  const button = (
    <ActionIcon
      id={BELL_ID}
      variant="subtle"
      color="gray.8"
      size={40}
      radius="xl"
      onClick={toggle}
      onPointerEnter={prefetchPanel}
      onFocus={prefetchPanel}
      aria-label={count > 0 ? t('notifications.bellWithCount', { count }) : t('notifications.bell')}
      aria-haspopup="dialog"
      aria-expanded={shown}
      aria-busy={opened && !shown}
    >
      <IconBell size={22} stroke={1.75} aria-hidden />
    </ActionIcon>
  );
  // The count is in the button's name; the visual badge is not read out twice.
  const withBadge = (child: React.ReactNode) => (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      color="red.9"
      offset={6}
      inline
      withBorder
    >
      {child}
    </Indicator>
  );

  const panel = Panel.value ? (
    <Panel.value
      user={user}
      // Logged-out visitors only ever get the site's one message: no actions to filter.
      withActionTab={boot.data.isLoggedIn && boot.data.hasActionRequiredNotificationsConfigured}
      withTitle={!fullScreen}
      titleId={titleId}
    />
  ) : (
    <Stack align="center" gap="sm" p="lg">
      {/* The dialog keeps its name (the phone's modal has its own title); the error is the alert. */}
      {fullScreen ? null : (
        <Text fw={700} size="lg" id={titleId}>
          {t('notifications.title')}
        </Text>
      )}
      <Text size="sm" role="alert">
        {t('errors.retrievingData')}
      </Text>
      <Button variant="light" size="compact-sm" onClick={Panel.retry}>
        {t('common.tryAgain')}
      </Button>
    </Stack>
  );

  if (fullScreen) {
    return (
      <>
        {withBadge(button)}
        <LazyModal
          opened={shown}
          onClose={close}
          fullScreen
          zIndex={modalZIndex}
          title={t('notifications.title')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          padding={0}
          styles={{
            header: { paddingInline: 'var(--mantine-spacing-md)' },
            title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          }}
          transitionProps={{ transition: 'fade', duration: 100 }}
        >
          {panel}
        </LazyModal>
      </>
    );
  }

  return (
    <Popover
      opened={shown}
      onChange={(next) => (next ? setOpened(true) : close())}
      onDismiss={close}
      position="bottom-end"
      width={panelWidthPx}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
      withRoles={false}
    >
      {withBadge(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown
        p={0}
        role="dialog"
        aria-labelledby={titleId}
        style={{
          maxHeight: `min(${panelMaxHeightVh}vh, ${panelMaxHeightPx}px)`,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {panel}
      </Popover.Dropdown>
    </Popover>
  );
}
