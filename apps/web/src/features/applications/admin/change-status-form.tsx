import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  type AdminApplicationDetail,
  type ApplicationStatus,
  adminSettableStatuses,
} from '@opencareers/contracts/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useChangeStatus } from './admin-applications-api.ts';

/** Moves the application on; the server tells the candidate, once per real change. */
export function ChangeStatusForm({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [note, setNote] = useState('');
  const change = useChangeStatus(application.id);
  if (application.status === 'withdrawn')
    return (
      <Alert variant="light" color="gray">
        {t('applications.admin.withdrawnNotice')}
      </Alert>
    );
  const save = () =>
    change.mutate(
      { status, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (r) => {
          setNote('');
          showSuccessToast(
            r.data.changed ? t('applications.admin.changed') : t('applications.admin.unchanged'),
          );
        },
      },
    );
  return (
    <Stack gap="sm">
      <Select
        label={t('applications.admin.newStatus')}
        data={adminSettableStatuses.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
        value={status}
        allowDeselect={false}
        onChange={(v) => v && setStatus(v as ApplicationStatus)}
      />
      <Textarea
        label={t('applications.admin.note')}
        description={t('applications.admin.noteHelp')}
        value={note}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {change.isError ? (
        <Alert variant="light" color="red" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={save} loading={change.isPending} disabled={status === application.status}>
          {t('applications.admin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
