import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useMemberInterests } from '../api/talent-network-api.ts';
import { JoinForm } from '../components/join-form.tsx';
import { LinkOutcome } from '../components/link-outcome.tsx';
import { SharingCard } from '../components/sharing-card.tsx';

/**
 * /careers/talent-network/manage?member&token: the link in every alert. The member sees what
 * they chose and changes it; the signed token is what authorises reading and saving.
 */
export function ManagePage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params] = useSearchParams();
  const link = { member: params.get('member') ?? '', token: params.get('token') ?? '' };
  const interests = useMemberInterests(link);

  let body = <Skeleton height={320} radius="lg" role="status" aria-label={t('common.loading')} />;
  if (interests.isError) body = <LinkOutcome done={null} error={interests.error} />;
  else if (interests.data?.status === 'confirmed') {
    const { email, departments, keywords, location } = interests.data;
    body = (
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <JoinForm manage={{ link, current: { email, departments, keywords, location } }} />
      </Card>
    );
  } else if (interests.data)
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="gray" variant="light" role="status" w="100%">
          {t('talentNetwork.alertsOff')}
        </Alert>
        <Button component={Link} to={href('/careers/talent-network')}>
          {t('talentNetwork.joinAgain')}
        </Button>
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap="lg" maw={640}>
        <div>
          <Title order={1}>{t('talentNetwork.manageTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('talentNetwork.manageIntro')}
          </Text>
        </div>
        {body}
        {interests.data ? <SharingCard link={link} sharing={interests.data.sharing} /> : null}
      </Stack>
    </PageContainer>
  );
}
