import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutDashboard, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

/** Beside the job list: an invitation to log in, or the way back to the dashboard. */
export function AccountInviteCard() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { user, config } = useBoot();

  if (!user.isLoggedIn && !config.loginSignupConfig.candidateLoginEnabled) return null;

  const loggedIn = user.isLoggedIn;
  const Icon = loggedIn ? IconLayoutDashboard : IconUserCircle;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs">
      <ThemeIcon variant="light" size={48} radius="xl" mb="md" aria-hidden>
        <Icon size={26} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg" mb="xs">
        {loggedIn ? t('search.welcomeBack', { name: displayName(user) }) : t('shell.logIn')}
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        {loggedIn ? t('search.loggedInInvite') : t('search.loggedOutInvite')}
      </Text>
      {loggedIn ? (
        <Button component={Link} to={href('/careers/dashboard')} variant="light" fullWidth>
          {t('search.goToDashboard')}
        </Button>
      ) : (
        <Button onClick={() => openLoginModal()} fullWidth>
          {t('shell.logIn')}
        </Button>
      )}
    </Card>
  );
}
