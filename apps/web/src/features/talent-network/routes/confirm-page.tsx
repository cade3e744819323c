import { Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useConfirmMembership } from '../api/talent-network-api.ts';
import { LinkOutcome } from '../components/link-outcome.tsx';

/** /careers/talent-network/confirm?member&token: the double opt-in's link confirms on opening. */
export function ConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = useConfirmMembership();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate({ member: params.get('member') ?? '', token: params.get('token') ?? '' });
  }, [confirm, params]);
  return (
    <PageContainer>
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('talentNetwork.title')}</Title>
        {confirm.isPending || confirm.isIdle ? (
          <Loader role="status" aria-label={t('common.loading')} />
        ) : (
          <LinkOutcome done={confirm.isSuccess ? t('talentNetwork.confirmed') : null} error={confirm.error} />
        )}
      </Stack>
    </PageContainer>
  );
}
