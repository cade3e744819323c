import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../components/page-container.tsx';
import { openLoginModal } from '../lib/login-modal/login-modal-store.ts';
import type { PageTitleKey } from '../lib/routing/route-handle.ts';
import { withCarriedParams } from '../lib/url/carried-params.ts';
import { redirectAfterModalClose } from './route-access.ts';

/**
 * What a logged-out visitor sees on a protected route: the page's frame behind the
 * authentication modal, which opens at once.
 */
export function LoginRequired({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    openLoginModal({
      onClose: (outcome) => {
        const target = redirectAfterModalClose(outcome);
        if (target) navigate(withCarriedParams(target, location.search), { replace: true });
      },
    });
  }, [navigate, location.search]);

  return (
    <PageContainer>
      <Title order={1} mb="lg">
        {t(`pages.${titleKey}`)}
      </Title>
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack gap="md">
          <Text c="dimmed">{t('auth.protectedIntro')}</Text>
          <Skeleton h={14} radius="sm" animate={false} />
          <Skeleton h={14} w="80%" radius="sm" animate={false} />
          <Skeleton h={14} w="60%" radius="sm" animate={false} />
        </Stack>
      </Card>
    </PageContainer>
  );
}
