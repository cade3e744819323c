import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { changePasswordBodySchema } from '@opencareers/contracts/account';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import { setServerErrors } from '../../../../lib/forms/on-inputs.ts';
import { describeRequestError } from '../../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../../lib/notify/toast.ts';
import { useChangePassword } from '../../api/account.ts';

const MIN = 8;
// Named as the request's fields, so the server's field errors land on their inputs.
const valuesSchema = z.object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() });
type ChangeValues = z.input<typeof valuesSchema>;
const empty: ChangeValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, new password twice; on success this browser stays logged in, others are logged out. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  // The modal's checks in the reader's language; the request they make is the contract's.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          const issue = (path: keyof ChangeValues, message: string) =>
            ctx.addIssue({ code: 'custom', path: [path], message });
          if (!v.currentPassword) issue('currentPassword', t('account.password.required'));
          if (v.newPassword.length < MIN) issue('newPassword', t('account.password.tooShort', { min: MIN }));
          if (v.confirm !== v.newPassword) issue('confirm', t('account.password.mismatch'));
        })
        .transform(
          (v): z.input<typeof changePasswordBodySchema> => ({
            currentPassword: v.currentPassword,
            newPassword: v.newPassword,
          }),
        )
        .pipe(changePasswordBodySchema),
    [t],
  );
  const form = useForm<ChangeValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(empty);
    mutation.reset();
    onClose();
  };

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showSuccessToast(t('account.change.done'));
        close();
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.fieldErrors) setServerErrors(form.setError, error.fieldErrors);
      },
    }),
  );

  const fields = isApiRequestError(mutation.error) ? (mutation.error.fieldErrors ?? {}) : {};

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('account.change.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      radius="lg"
      padding="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mutation.isError && !fields.currentPassword && !fields.newPassword ? (
            <Alert color="red" variant="light" role="alert">
              {describeRequestError(mutation.error)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('account.fields.currentPassword')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
            // Mantine's PasswordInput does not mark its input invalid itself.
            aria-invalid={errors.currentPassword ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.newPassword')}
            description={t('account.password.rules', { min: MIN })}
            autoComplete="new-password"
            required
            {...form.register('newPassword')}
            error={errors.newPassword?.message}
            aria-invalid={errors.newPassword ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirm')}
            error={errors.confirm?.message}
            aria-invalid={errors.confirm ? true : undefined}
          />
          <Alert color="blue" variant="light">
            {t('account.change.sessionsNote')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('account.change.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
