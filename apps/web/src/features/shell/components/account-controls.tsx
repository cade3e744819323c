import { Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { isStaffRole } from '@opencareers/contracts/user-roles';
import {
  IconCalendarEvent,
  IconChecklist,
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useLazyDropdown } from '../../../lib/overlays/use-overlay-mount.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { adminNavItemsFor } from '../../admin-home/index.ts';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Log in when logged out (and login is allowed); the user menu when logged in. */
export function AccountControls() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { user, config } = useBoot();
  const dropdown = useLazyDropdown();

  if (!user.isLoggedIn) {
    if (!config.loginSignupConfig.candidateLoginEnabled) return null;
    return (
      <Button variant="filled" size="sm" onClick={() => openLoginModal()}>
        {t('shell.logIn')}
      </Button>
    );
  }

  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={dropdown.opened} onChange={dropdown.onChange}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('shell.accountMenu', { name })}
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 4, borderRadius: 999 }}
        >
          <Avatar color="brand" radius="xl" size={36}>
            {initials(name) || '?'}
          </Avatar>
          {/* The name only where the bar has room for it beside the links in any language
              (a long translation of six links fills 1,366 px); the avatar and the menu's
              label name the account everywhere. */}
          <Text size="sm" fw={500} visibleFrom="xl" maw={160} truncate="end">
            {name}
          </Text>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      {dropdown.mounted ? (
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate="end">
              {name}
            </Text>
            {user.profile?.email ? (
              <Text size="xs" c="dimmed" truncate="end">
                {user.profile.email}
              </Text>
            ) : null}
          </Menu.Label>
          <Menu.Divider />
          {isStaffRole(user.role) ? (
            // The admin console's areas this member's role may use (the pages and the server check again).
            <>
              <Menu.Label>{t('admin.nav.title')}</Menu.Label>
              <Menu.Item
                component={Link}
                to={href('/admin')}
                leftSection={<IconLayoutDashboard size={16} aria-hidden />}
              >
                {t('admin.nav.console')}
              </Menu.Item>
              {adminNavItemsFor(user.role)
                .filter((item) => item.to !== '/admin')
                .map((item) => (
                  <Menu.Item
                    key={item.to}
                    component={Link}
                    to={href(item.to)}
                    leftSection={<item.icon size={16} aria-hidden />}
                  >
                    {t(item.labelKey)}
                  </Menu.Item>
                ))}
              <Menu.Divider />
            </>
          ) : null}
          {isStaffRole(user.role) ? null : (
            // The candidate's own pages that are not in the navbar.
            <>
              <Menu.Item
                component={Link}
                to={href('/careers/interviews')}
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
              >
                {t('pages.interviews')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={href('/careers/events')}
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
              >
                {t('pages.events')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={href('/careers/forms/center')}
                leftSection={<IconChecklist size={16} aria-hidden />}
              >
                {t('pages.documentCenter')}
              </Menu.Item>
            </>
          )}
          <Menu.Item
            component={Link}
            to={href('/careers/settings')}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('pages.settings')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={href('/logout')} leftSection={<IconLogout size={16} aria-hidden />}>
            {t('shell.logOut')}
          </Menu.Item>
        </Menu.Dropdown>
      ) : null}
    </Menu>
  );
}
