import { Alert, Anchor } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminHome } from '../api/get-admin-home.ts';
import { adminNavItemsFor } from './admin-nav-items.ts';

/**
 * Tells the staff, on every console page, that emails are kept in the outbox and not sent.
 * The link to the outbox only for a role that may open it (admins): a recruiter would land on
 * a refusal.
 */
export function EmailBanner() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const home = useAdminHome();
  const mayOpenOutbox = adminNavItemsFor(useBoot().user.role).some((i) => i.to === '/admin/notifications');
  if (!home.data || home.data.emailConfigured) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconMailOff size={20} aria-hidden />}
      title={t('adminHome.emailOff')}
      // Mantine's yellow title is below AA on its tint; a deep amber keeps 4.5:1.
      styles={{ title: { color: '#6b4000' }, message: { color: '#3d2a00' }, icon: { color: '#8a5300' } }}
    >
      {t('adminHome.emailOffBody')}
      {mayOpenOutbox && ' '}
      {mayOpenOutbox && (
        <Anchor
          component={Link}
          to={href('/admin/notifications')}
          underline="always"
          c="inherit"
          fw={600}
          fz="sm"
        >
          {t('adminHome.openOutbox')}
        </Anchor>
      )}
    </Alert>
  );
}
