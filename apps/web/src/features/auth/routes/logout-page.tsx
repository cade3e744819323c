import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { withCarriedParams } from '../../../lib/url/carried-params.ts';
import { useLogout } from '../api/logout.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /logout: ends the session on the server, then a full load of the careers page (same tenant). */
export function LogoutPage() {
  const { t } = useTranslation();
  const mutation = useLogout();
  const started = useRef(false);
  const { mutate } = mutation;

  const run = () =>
    mutate(undefined, {
      onSuccess: () => window.location.assign(withCarriedParams('/careers', window.location.search)),
    });

  useEffect(() => {
    // StrictMode runs effects twice in development; one logout request is enough.
    if (started.current) return;
    started.current = true;
    run();
  });

  return (
    <PageContainer>
      <AuthCard title={t('pages.logout')}>
        {mutation.isError ? (
          <Stack gap="md" role="alert">
            <Text>{t('auth.logoutFailed')}</Text>
            <Text c="dimmed" size="sm">
              {describeRequestError(mutation.error)}
            </Text>
            <Group>
              <Button onClick={run}>{t('common.tryAgain')}</Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('auth.loggingOut')}</Text>
          </Group>
        )}
      </AuthCard>
    </PageContainer>
  );
}
