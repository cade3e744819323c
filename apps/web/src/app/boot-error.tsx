import { Button, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../components/page-container.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/** Boot data could not be loaded: nothing else can render, so say so calmly and offer a retry. */
export function BootError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main>
      <PageContainer>
        <StatusPanel
          icon={<IconCloudOff size={32} stroke={1.5} />}
          title={t('errors.loadFailedTitle')}
          tone="gray"
        >
          <Text c="dimmed" role="alert">
            {t('errors.retrievingData')}
          </Text>
          <Button onClick={onRetry} loading={retrying} mt="xs">
            {t('common.tryAgain')}
          </Button>
        </StatusPanel>
      </PageContainer>
    </main>
  );
}
