import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { PageContainer } from './page-container.tsx';

/** A page whose content arrives in a later release: its title and a neutral empty card. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <EmptyState message={t('common.nothingYet')} />
      </Card>
    </PageContainer>
  );
}
