import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { usePreferences, useSavePreferences } from '../api/notification-preferences.ts';

/** The settings section where candidates choose whether notifications also come by email. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const userId = useBoot().user.profile?.encId;
  const prefs = usePreferences(userId);
  const save = useSavePreferences(userId);

  let body: React.ReactNode;
  if (prefs.isPending || prefs.isError)
    body = <QueryStatus query={prefs} failedTitle={t('notifications.settings.loadFailed')} />;
  else
    body = (
      <Switch
        size="md"
        checked={
          save.isPending ? (save.variables?.emailEnabled ?? prefs.data.emailEnabled) : prefs.data.emailEnabled
        }
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { emailEnabled: event.currentTarget.checked },
            {
              onSuccess: () => showSuccessToast(t('notifications.settings.saved')),
              onError: (error) => showErrorToast(describeRequestError(error)),
            },
          )
        }
        label={t('notifications.settings.email')}
        description={t('notifications.settings.emailHelp')}
      />
    );

  return (
    <SectionCard title={t('notifications.settings.title')} intro={t('notifications.settings.intro')}>
      {body}
    </SectionCard>
  );
}
