import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSetting, SwitchSetting, TextSetting } from '../setting-fields.tsx';
import { KnowledgeBaseCard } from './knowledge-base-card.tsx';
import { LanguageModelCard } from './language-model-card.tsx';

const tabs = ['applications', 'interviews', 'savedPositions', 'events', 'offers'];

export function DashboardSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListSetting
        path="pcsxConfig.dashboardConfig.tabs"
        label={t('siteSettings.dashboard.tabs')}
        data={tabs.map((v) => ({ value: v, label: t(`dashboard.tabs.${v}`, { defaultValue: v }) }))}
      />
      <SwitchSetting
        path="pcsxConfig.applicationsPageConfig.showInactiveApplications"
        label={t('siteSettings.dashboard.inactive')}
      />
      <SwitchSetting path="behaviourFlags.redirectToDashboardV2" label={t('siteSettings.dashboard.v2')} />
      <SwitchSetting
        path="gates.referralWithCandidateApplicationGate"
        label={t('siteSettings.dashboard.referralGate')}
      />
    </Stack>
  );
}

export function NotificationsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SwitchSetting
        path="notificationsConfig.enableCandidateInappNotifications"
        label={t('siteSettings.notifications.inApp')}
      />
      <SwitchSetting
        path="notificationsConfig.hasActionRequiredNotificationsConfigured"
        label={t('siteSettings.notifications.actionRequired')}
      />
      <SwitchSetting
        path="notificationsConfig.savedSearchNotificationsEnabled"
        label={t('siteSettings.notifications.savedSearch')}
      />
      <SwitchSetting
        path="pcsxConfig.loggedOutNotificationConfig.enabled"
        label={t('siteSettings.notifications.loggedOut')}
      />
      <TextSetting
        path="pcsxConfig.loggedOutNotificationConfig.message"
        label={t('siteSettings.notifications.loggedOutMessage')}
      />
    </Stack>
  );
}

export function AssistantSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SwitchSetting path="chatbotxConfig.enabled" label={t('siteSettings.assistant.enabled')} />
      <SwitchSetting path="chatbotxConfig.copilotEnabled" label={t('siteSettings.assistant.copilot')} />
      {/* Saved on its own, at once: entries are not part of the published settings. */}
      <KnowledgeBaseCard />
      <LanguageModelCard />
    </Stack>
  );
}
