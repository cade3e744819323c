import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { deleteConfirmationWord } from '@opencareers/contracts/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../../lib/notify/describe-request-error.ts';
import { withCarriedParams } from '../../../../lib/url/carried-params.ts';
import { useDeleteAccount } from '../../api/account.ts';

/**
 * Says what goes and what the company keeps, asks for the password and the word DELETE, then
 * erases the account. Afterwards the candidate is logged out and leaves for the careers home.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});

  const close = () => {
    if (mutation.isSuccess) return;
    setPassword('');
    setConfirm('');
    setProblems({});
    mutation.reset();
    onClose();
  };
  const leave = () => window.location.assign(withCarriedParams('/careers', window.location.search));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof problems = {};
    if (!password) next.password = t('account.password.required');
    if (confirm.trim() !== deleteConfirmationWord)
      next.confirm = t('account.delete.typeWord', { word: deleteConfirmationWord });
    setProblems(next);
    if (next.password || next.confirm) return;
    mutation.mutate({ password, confirm: deleteConfirmationWord });
  };

  const fields = isApiRequestError(mutation.error) ? (mutation.error.fieldErrors ?? {}) : {};
  const passwordError = problems.password ?? fields.password;

  return (
    <Modal
      opened={opened}
      onClose={mutation.isSuccess ? leave : close}
      title={t('account.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      radius="lg"
      padding="xl"
    >
      {mutation.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            <Text fw={700}>{t('account.delete.doneTitle')}</Text>
            <Text mt={4}>{t('account.delete.done')}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={leave} data-autofocus>
              {t('account.delete.leave')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('account.delete.intro')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('account.delete.erased')}</List.Item>
              <List.Item>{t('account.delete.kept')}</List.Item>
              <List.Item>{t('account.delete.final')}</List.Item>
            </List>
            {mutation.isError && !fields.password ? (
              <Alert color="red" variant="light" role="alert">
                {describeRequestError(mutation.error)}
              </Alert>
            ) : null}
            <PasswordInput
              label={t('account.fields.password')}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={passwordError}
              aria-invalid={passwordError ? true : undefined}
            />
            <TextInput
              label={t('account.delete.confirmLabel', { word: deleteConfirmationWord })}
              required
              autoComplete="off"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={problems.confirm}
              aria-invalid={problems.confirm ? true : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('account.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={mutation.isPending}>
                {t('account.delete.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
