import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminEvent } from '@opencareers/contracts/events';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { formatEventRange } from '../logic/event-display.ts';
import { useCancelEvent } from './admin-events-api.ts';

/** Asks before cancelling: registered candidates are told at once and it cannot be undone. */
export function CancelEventModal({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelEvent();
  const confirm = () => {
    if (!event) return;
    cancel.mutate(event.id, {
      onSuccess: () => {
        showSuccessToast(t('events.admin.cancelledToast'));
        onClose();
      },
      onError: (e) =>
        showErrorToast(isApiRequestError(e) && e.status !== 0 ? e.message : t('events.admin.failed')),
    });
  };
  return (
    <Modal
      opened={!!event}
      onClose={onClose}
      title={t('events.admin.cancelConfirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {event ? (
        <Stack gap="md">
          <Text>
            {t('events.admin.cancelConfirm', {
              title: event.title,
              time: formatEventRange(event.starts_at, event.ends_at, i18n.language, event.time_zone),
              count: event.registered_count,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('events.admin.keep')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
              {t('events.admin.cancelConfirmButton')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
