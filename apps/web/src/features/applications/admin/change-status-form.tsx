import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  type AdminApplicationDetail,
  type ApplicationStatus,
  adminSettableStatuses,
} from '@opencareers/contracts/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeStatus } from './admin-applications-api.ts';

/**
 * Moves the application on; the server tells the candidate, once per real change.
 *
 * The form stays mounted across the refetch a save causes (no `key` on the status): a remount
 * dropped the mutation and its `onSuccess`, so a save showed no confirmation at all. The
 * confirmation is the mutation's own state, shown in the form (a live region), so it cannot be
 * lost with a callback. When the application moves (here or elsewhere) the choice is reset.
 */
export function ChangeStatusForm({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [seen, setSeen] = useState(`${application.status}-${application.version}`);
  const [note, setNote] = useState('');
  const change = useChangeStatus(application.id);
  const current = `${application.status}-${application.version}`;
  if (seen !== current) {
    setSeen(current);
    setStatus(application.status);
  }
  if (application.status === 'withdrawn')
    return (
      <Alert variant="light" color="gray">
        {t('applications.admin.withdrawnNotice')}
      </Alert>
    );
  const save = () =>
    change.mutate(
      { status, version: application.version, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => setNote(''),
      },
    );
  return (
    <Stack gap="sm">
      {change.isSuccess ? (
        <Alert variant="light" color="green" role="status" data-testid="status-saved">
          {change.data.data.changed ? t('applications.admin.changed') : t('applications.admin.unchanged')}
        </Alert>
      ) : null}
      <Select
        label={t('applications.admin.newStatus')}
        data={adminSettableStatuses.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
        value={status}
        allowDeselect={false}
        onChange={(v) => {
          if (!v) return;
          setStatus(v as ApplicationStatus);
          // A new choice starts a new save: the last confirmation no longer applies.
          change.reset();
        }}
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
