import { Alert, Button, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { usePreferences, useSavePreferences } from '../api/notification-preferences.ts';

/** The settings section where candidates choose whether notifications also come by email. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const headingId = useId();
  const userId = useBoot().user.profile?.encId;
  const prefs = usePreferences(userId);
  const save = useSavePreferences(userId);

  let body: React.ReactNode;
  if (prefs.isPending)
    body = <Skeleton height={44} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (prefs.isError)
    body = (
      <Alert color="red" variant="light" title={t('notifications.settings.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void prefs.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
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
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('notifications.settings.title')}
          </Title>
          <Text c="gray.7" size="sm" mt={4}>
            {t('notifications.settings.intro')}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
