import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { deleteAccountBodySchema, deleteConfirmationWord } from '@opencareers/contracts/account';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../../lib/api/api-error.ts';
import { setServerErrors } from '../../../../lib/forms/on-inputs.ts';
import { describeRequestError } from '../../../../lib/notify/describe-request-error.ts';
import { withCarriedParams } from '../../../../lib/url/carried-params.ts';
import { useDeleteAccount } from '../../api/account.ts';

const valuesSchema = z.object({ password: z.string(), confirm: z.string() });
type DeleteValues = z.input<typeof valuesSchema>;
const empty: DeleteValues = { password: '', confirm: '' };

/**
 * Says what goes and what the company keeps, asks for the password and the word DELETE, then
 * erases the account. Afterwards the candidate is logged out and leaves for the careers home.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteAccount();
  // The modal's checks in the reader's language; the request they make is the contract's.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          if (!v.password)
            ctx.addIssue({ code: 'custom', path: ['password'], message: t('account.password.required') });
          if (v.confirm.trim() !== deleteConfirmationWord)
            ctx.addIssue({
              code: 'custom',
              path: ['confirm'],
              message: t('account.delete.typeWord', { word: deleteConfirmationWord }),
            });
        })
        // The typed word as it stands (trimmed): the contract checks that it is the word.
        .transform((v) => ({ password: v.password, confirm: v.confirm.trim() }))
        .pipe(deleteAccountBodySchema),
    [t],
  );
  const form = useForm<DeleteValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const close = () => {
    if (mutation.isSuccess) return;
    form.reset(empty);
    mutation.reset();
    onClose();
  };
  const leave = () => window.location.assign(withCarriedParams('/careers', window.location.search));

  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onError: (error) => {
        if (isApiRequestError(error) && error.fieldErrors) setServerErrors(form.setError, error.fieldErrors);
      },
    }),
  );

  const fields = isApiRequestError(mutation.error) ? (mutation.error.fieldErrors ?? {}) : {};

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
            {mutation.isError && !fields.password && !fields.confirm ? (
              <Alert color="red" variant="light" role="alert">
                {describeRequestError(mutation.error)}
              </Alert>
            ) : null}
            <PasswordInput
              label={t('account.fields.password')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.register('password')}
              error={errors.password?.message}
              // Mantine's PasswordInput does not mark its input invalid itself.
              aria-invalid={errors.password ? true : undefined}
            />
            <TextInput
              label={t('account.delete.confirmLabel', { word: deleteConfirmationWord })}
              required
              autoComplete="off"
              {...form.register('confirm')}
              error={errors.confirm?.message}
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
