import { Button, Menu, NavLink, Stack } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { adminNavItemsFor, isActive } from './admin-nav-items.ts';

/** The console's side navigation (desktop). */
export function AdminSideNav() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { pathname } = useLocation();
  const items = adminNavItemsFor(useBoot().user.role);
  return (
    <nav aria-label={t('admin.nav.navigation')}>
      <Stack gap={2}>
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={href(item.to)}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 8 }}
            />
          );
        })}
        <NavLink
          component={Link}
          to={href('/careers')}
          label={t('admin.nav.viewSite')}
          leftSection={<IconExternalLink size={18} aria-hidden />}
          mt="md"
          c="dimmed"
          style={{ borderRadius: 8 }}
        />
      </Stack>
    </nav>
  );
}

/** The same areas as one menu button on phones, naming the current area. */
export function AdminMenuNav() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { pathname } = useLocation();
  const items = adminNavItemsFor(useBoot().user.role);
  const current = items.find((item) => isActive(item, pathname));
  return (
    <nav aria-label={t('admin.nav.navigation')}>
      <Menu position="bottom-start" width={260} shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            leftSection={current ? <current.icon size={18} aria-hidden /> : null}
            aria-label={`${t('admin.nav.menu')}: ${current ? t(current.labelKey) : t('admin.nav.console')}`}
          >
            {current ? t(current.labelKey) : t('admin.nav.console')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((item) => (
            <Menu.Item
              key={item.to}
              component={Link}
              to={href(item.to)}
              leftSection={<item.icon size={16} aria-hidden />}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            >
              {t(item.labelKey)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to={href('/careers')}
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('admin.nav.viewSite')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
