import { Button, Group, Modal, Text } from '@mantine/core';
import type { AdminAssignment } from '@opencareers/contracts/form-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCancelAssignment } from '../api/admin-form-assignments.ts';

/** Withdraws an assignment after saying what that does: it cannot be undone, only assigned again. */
export function WithdrawButton({ assignment }: { assignment: AdminAssignment }) {
  const { t } = useTranslation();
  const cancel = useCancelAssignment();
  const [asking, setAsking] = useState(false);
  const names = { title: assignment.formTitle, name: assignment.candidate.fullname };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        c="red.9"
        aria-label={t('forms.assignments.cancelFor', names)}
        onClick={() => setAsking(true)}
      >
        {t('forms.assignments.cancel')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('forms.assignments.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm">{t('forms.assignments.confirmBody', names)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('forms.assignments.keep')}
          </Button>
          <Button
            // Mantine's red.6 keeps only about 3.3:1 with white text; this red keeps AA.
            color="#b3261e"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(assignment.id, {
                onSuccess: () => {
                  setAsking(false);
                  showSuccessToast(t('forms.assignments.canceled'));
                },
                onError: (err) => showErrorToast(describeRequestError(err)),
              })
            }
          >
            {t('forms.assignments.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
