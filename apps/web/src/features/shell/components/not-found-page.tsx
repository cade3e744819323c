import { Button, Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  return (
    <PageContainer>
      <StatusPanel icon={<IconMapSearch size={32} stroke={1.5} />} title={t('notFound.title')}>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to={href('/careers')} mt="xs">
          {t('notFound.action')}
        </Button>
      </StatusPanel>
    </PageContainer>
  );
}
