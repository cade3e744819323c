import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { adminNotificationBodySchema, notificationTypeSchema } from '@opencareers/contracts/notifications';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { setServerErrors } from '../../../lib/forms/on-inputs.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { useSendAdminNotification } from './admin-notifications-api.ts';

// Named as the request's fields, so the server's field errors land on their inputs.
const valuesSchema = z.object({
  email: z.string(),
  message: z.string(),
  categoryTitle: z.string(),
  redirectUrl: z.string(),
  notificationType: notificationTypeSchema,
});
type SendValues = z.input<typeof valuesSchema>;
const empty: SendValues = {
  email: '',
  message: '',
  categoryTitle: '',
  redirectUrl: '',
  notificationType: 'read_only',
};

/** Writes to one candidate of this site: under their bell, and by email if they allow it. */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const send = useSendAdminNotification();
  // The form's checks in the admin's language; the request they make (optional fields left
  // out when blank) is then checked by the contract the server checks it with.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          const required = t('admin.notifications.required');
          if (!v.email.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: required });
          else emailIssue(ctx, v.email, t('auth.validation.emailInvalid'));
          if (!v.message.trim()) ctx.addIssue({ code: 'custom', path: ['message'], message: required });
        })
        .transform(
          (v): z.input<typeof adminNotificationBodySchema> => ({
            email: v.email,
            message: v.message,
            notificationType: v.notificationType,
            ...(v.categoryTitle.trim() ? { categoryTitle: v.categoryTitle } : {}),
            ...(v.redirectUrl.trim() ? { redirectUrl: v.redirectUrl } : {}),
          }),
        )
        .pipe(adminNotificationBodySchema),
    [t],
  );
  const form = useForm<SendValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    const to = form.getValues('email').trim();
    send.mutate(body, {
      onSuccess: () => {
        showSuccessToast(t('admin.notifications.sent', { email: to }));
        form.reset(empty);
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.fieldErrors) setServerErrors(form.setError, error.fieldErrors);
        showErrorToast(describeRequestError(error));
      },
    });
  });

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
                {...form.register('email')}
                error={errors.email?.message}
                autoComplete="off"
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('admin.notifications.category')}
                description={t('admin.notifications.categoryHelp')}
                {...form.register('categoryTitle')}
                error={errors.categoryTitle?.message}
                maxLength={80}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('admin.notifications.message')}
                {...form.register('message')}
                error={errors.message?.message}
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
                {...form.register('redirectUrl')}
                error={errors.redirectUrl?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Text size="sm" fw={500} mb={4} id={typeLabelId}>
                {t('admin.notifications.type')}
              </Text>
              <Controller
                control={form.control}
                name="notificationType"
                render={({ field: { ref, value, onChange } }) => (
                  <SegmentedControl
                    ref={ref}
                    aria-labelledby={typeLabelId}
                    value={value}
                    onChange={(v) => onChange(notificationTypeSchema.parse(v))}
                    data={[
                      { value: 'read_only', label: t('admin.notifications.typeReadOnly') },
                      { value: 'action_required', label: t('admin.notifications.typeActionRequired') },
                    ]}
                  />
                )}
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
