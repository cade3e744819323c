import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../components/page-container.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/** What a logged-in visitor without the admin role sees on an admin page. */
export function AdminOnly() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <StatusPanel icon={<IconLock size={32} />} title={t('admin.forbiddenTitle')} tone="gray">
        {t('admin.forbidden')}
      </StatusPanel>
    </PageContainer>
  );
}
