import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useUnsubscribe } from '../api/talent-network-api.ts';
import { LinkOutcome } from '../components/link-outcome.tsx';

/**
 * /careers/talent-network/unsubscribe?member&token: a button, not an action on opening, so a
 * mail scanner that opens links cannot end someone's alerts (mail clients use the one-click header).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const stop = useUnsubscribe();
  return (
    <PageContainer>
      <Stack gap="lg" maw={640}>
        <Title order={1}>{t('talentNetwork.unsubscribeTitle')}</Title>
        {stop.isSuccess ? (
          <LinkOutcome done={t('talentNetwork.unsubscribed')} error={null} />
        ) : (
          <LinkOutcome done={null} error={stop.error}>
            <Text>{t('talentNetwork.unsubscribeIntro')}</Text>
            <Button
              color="red.8"
              loading={stop.isPending}
              onClick={() =>
                stop.mutate({ member: params.get('member') ?? '', token: params.get('token') ?? '' })
              }
            >
              {t('talentNetwork.unsubscribeTitle')}
            </Button>
          </LinkOutcome>
        )}
      </Stack>
    </PageContainer>
  );
}
