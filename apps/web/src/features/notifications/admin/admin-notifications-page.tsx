import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { BackgroundJobsList } from './background-jobs-list.tsx';
import { OutboxTable } from './outbox-table.tsx';
import { SendNotificationForm } from './send-notification-form.tsx';

/** /admin/notifications: write to a candidate, read the emails the site wrote, see the background jobs. */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Stack gap="xl">
        <Title order={1}>{t('pages.adminNotifications')}</Title>
        <SendNotificationForm />
        <OutboxTable />
        <BackgroundJobsList />
      </Stack>
    </PageContainer>
  );
}
