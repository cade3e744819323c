import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminInterview } from '@opencareers/contracts/interviews';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { formatInterviewRange } from '../logic/interview-display.ts';
import { useCancelInterview } from './admin-interviews-api.ts';

/** Asks before cancelling: the candidate is told at once and it cannot be undone. */
export function CancelInterviewModal({
  interview,
  onClose,
}: {
  interview: AdminInterview | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelInterview();
  const confirm = () => {
    if (!interview) return;
    cancel.mutate(interview.id, {
      onSuccess: () => {
        showSuccessToast(t('interviews.admin.cancelled'));
        onClose();
      },
      onError: (e) =>
        showErrorToast(isApiRequestError(e) && e.status !== 0 ? e.message : t('interviews.admin.failed')),
    });
  };
  return (
    <Modal
      opened={!!interview}
      onClose={onClose}
      title={t('interviews.admin.cancelConfirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {interview ? (
        <Stack gap="md">
          <Text>
            {t('interviews.admin.cancelConfirm', {
              name: interview.candidate.fullname,
              position: interview.position.title,
              time: formatInterviewRange(
                interview.starts_at,
                interview.ends_at,
                i18n.language,
                interview.time_zone,
              ),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('interviews.admin.keep')}
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              {t('interviews.admin.cancelConfirmButton')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
