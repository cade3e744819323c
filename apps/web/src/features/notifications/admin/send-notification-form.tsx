import { Button, Card, Grid, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { NotificationType } from '@opencareers/contracts/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useSendAdminNotification } from './admin-notifications-api.ts';

const empty = { email: '', message: '', categoryTitle: '', redirectUrl: '' };

/** Writes to one candidate of this site: under their bell, and by email if they allow it. */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const send = useSendAdminNotification();
  const [values, setValues] = useState(empty);
  const [type, setType] = useState<NotificationType>('read_only');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [name]: e.currentTarget.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.email.trim()) missing.email = t('admin.notifications.required');
    if (!values.message.trim()) missing.message = t('admin.notifications.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    send.mutate(
      {
        email: values.email,
        message: values.message,
        notificationType: type,
        ...(values.categoryTitle.trim() ? { categoryTitle: values.categoryTitle } : {}),
        ...(values.redirectUrl.trim() ? { redirectUrl: values.redirectUrl } : {}),
      },
      {
        onSuccess: () => {
          showSuccessToast(t('admin.notifications.sent', { email: values.email.trim() }));
          setValues(empty);
          setType('read_only');
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.fieldErrors) setErrors(error.fieldErrors);
          showErrorToast(describeRequestError(error));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${typeLabelId}-title`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id={`${typeLabelId}-title`}>
              {t('admin.notifications.sendTitle')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('admin.notifications.sendHelp')}
            </Text>
          </div>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="email"
                label={t('admin.notifications.email')}
                value={values.email}
                onChange={set('email')}
                error={errors.email}
                autoComplete="off"
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('admin.notifications.category')}
                description={t('admin.notifications.categoryHelp')}
                value={values.categoryTitle}
                onChange={set('categoryTitle')}
                error={errors.categoryTitle}
                maxLength={80}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('admin.notifications.message')}
                value={values.message}
                onChange={set('message')}
                error={errors.message}
                autosize
                minRows={3}
                maxLength={1000}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('admin.notifications.link')}
                description={t('admin.notifications.linkHelp')}
                placeholder="/careers/profile"
                value={values.redirectUrl}
                onChange={set('redirectUrl')}
                error={errors.redirectUrl}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Text size="sm" fw={500} mb={4} id={typeLabelId}>
                {t('admin.notifications.type')}
              </Text>
              <SegmentedControl
                aria-labelledby={typeLabelId}
                value={type}
                onChange={(v) => setType(v as NotificationType)}
                data={[
                  { value: 'read_only', label: t('admin.notifications.typeReadOnly') },
                  { value: 'action_required', label: t('admin.notifications.typeActionRequired') },
                ]}
              />
            </Grid.Col>
          </Grid>
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('admin.notifications.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
