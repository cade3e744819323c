import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { JoinForm } from '../components/join-form.tsx';

/** /careers/talent-network (page id jtn): join without applying and get job alerts. */
export function TalentNetworkPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Stack gap="lg" maw={640}>
        <div>
          <Title order={1}>{t('talentNetwork.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('talentNetwork.intro')}
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg" shadow="xs">
          <JoinForm />
        </Card>
      </Stack>
    </PageContainer>
  );
}
