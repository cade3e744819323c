import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before an in-app link leaves a form with answers not yet saved. */
export function LeaveGuardModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('forms.autosave.leaveTitle')}
      centered
    >
      <Text size="sm">{t('forms.autosave.leaveBody')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('forms.autosave.stay')}
        </Button>
        <Button color="red.8" onClick={() => blocker.proceed?.()}>
          {t('forms.autosave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
