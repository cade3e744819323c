import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SavedSearchesSettings } from '../../saved-searches/index.ts';
import { AccountPrivacy } from '../components/account/account-privacy.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Stack gap="lg" maw={720}>
        <div>
          <Title order={1}>{t('pages.settings')}</Title>
          <Text c="gray.7" mt={4}>
            {t('settings.intro')}
          </Text>
        </div>
        <NotificationSettings />
        <SavedSearchesSettings />
        <AccountPrivacy />
      </Stack>
    </PageContainer>
  );
}
