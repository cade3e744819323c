import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../../lib/notify/toast.ts';
import { useChangePassword } from '../../api/account.ts';

const MIN = 8;

/** Current password, new password twice; on success this browser stays logged in, others are logged out. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof typeof values, string>>>({});

  const close = () => {
    setValues({ current: '', next: '', confirm: '' });
    setProblems({});
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = {};
    if (!values.current) next.current = t('account.password.required');
    if (values.next.length < MIN) next.next = t('account.password.tooShort', { min: MIN });
    if (values.confirm !== values.next) next.confirm = t('account.password.mismatch');
    setProblems(next);
    if (Object.keys(next).length) return;
    mutation.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          showSuccessToast(t('account.change.done'));
          close();
        },
      },
    );
  };

  const fields = isApiRequestError(mutation.error) ? (mutation.error.fieldErrors ?? {}) : {};
  // Read the value now: the event's target is gone by the time a state updater runs.
  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const err = (mine: string | undefined, server: string | undefined) => mine ?? server;

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
            value={values.current}
            onChange={set('current')}
            error={err(problems.current, fields.currentPassword)}
            aria-invalid={err(problems.current, fields.currentPassword) ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.newPassword')}
            description={t('account.password.rules', { min: MIN })}
            autoComplete="new-password"
            required
            value={values.next}
            onChange={set('next')}
            error={err(problems.next, fields.newPassword)}
            aria-invalid={err(problems.next, fields.newPassword) ? true : undefined}
          />
          <PasswordInput
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={set('confirm')}
            error={problems.confirm}
            aria-invalid={problems.confirm ? true : undefined}
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
