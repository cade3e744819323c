import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Application } from '@opencareers/contracts/applications';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';

/** Withdrawing cannot be undone, so it asks first. */
export function WithdrawButton({ application }: { application: Application }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => {
        close();
        showSuccessToast(t('applications.withdrawn'));
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" size="sm" onClick={open}>
        {t('applications.withdraw')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('applications.withdrawTitle')} centered radius="lg">
        <Stack gap="lg">
          <Text>{t('applications.withdrawBody', { title: application.position.title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('applications.keep')}
            </Button>
            <Button color="red" onClick={confirm} loading={withdraw.isPending}>
              {t('applications.withdrawConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
