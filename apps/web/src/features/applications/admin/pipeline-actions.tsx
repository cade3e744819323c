import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { AdminApplicationDetail, ApplicationStatus } from '@opencareers/contracts/applications';
import { IconCalendarPlus, IconFilePlus, IconGift } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAdminForms } from '../../forms/index.ts';
import { InterviewForm } from '../../interviews/index.ts';
import { awaitsDeclineDecision, canAct } from '../logic/pipeline-timeline.ts';
import {
  adminApplicationKeys,
  useAddNote,
  useAssignApplicationForm,
  useChangeStatus,
} from './admin-applications-api.ts';

const message = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

function AssignFormModal({
  application,
  onClose,
}: {
  application: AdminApplicationDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const forms = useAdminForms();
  const assign = useAssignApplicationForm(application.id);
  const [formId, setFormId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <Stack gap="md">
      <Select
        label={t('applications.pipeline.whichForm')}
        data={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
        value={formId}
        onChange={setFormId}
        searchable
        required
      />
      <Textarea
        label={t('applications.pipeline.formMessage')}
        value={note}
        maxLength={1000}
        autosize
        minRows={2}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group>
        <Button
          disabled={!formId}
          loading={assign.isPending}
          onClick={() =>
            formId &&
            assign.mutate(
              {
                form_id: formId,
                version: application.version,
                ...(note.trim() ? { message: note.trim() } : {}),
              },
              {
                onSuccess: () => {
                  showSuccessToast(t('applications.pipeline.formAssigned'));
                  onClose();
                },
                onError: (e) => showErrorToast(message(e, t('applications.admin.loadFailed'))),
              },
            )
          }
        >
          {t('applications.pipeline.assign')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('applications.pipeline.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Schedule an interview, make an offer or assign a form, all for this application. */
export function PipelineActions({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const client = useQueryClient();
  const [open, setOpen] = useState<'interview' | 'form' | null>(null);
  if (!canAct(application.status))
    return (
      <Text c="dimmed">
        {t('applications.pipeline.ended', { status: t(`applications.status.${application.status}`) })}
      </Text>
    );
  const close = () => setOpen(null);
  return (
    <>
      <Group gap="sm">
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setOpen('interview')}>
          {t('applications.pipeline.scheduleInterview')}
        </Button>
        <Button
          component={Link}
          to={href(`/admin/offers?application=${encodeURIComponent(application.id)}`)}
          variant="light"
          leftSection={<IconGift size={16} aria-hidden />}
        >
          {t('applications.pipeline.makeOffer')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFilePlus size={16} aria-hidden />}
          onClick={() => setOpen('form')}
        >
          {t('applications.pipeline.assignForm')}
        </Button>
      </Group>
      <Modal
        opened={open === 'interview'}
        onClose={close}
        title={t('applications.pipeline.scheduleInterview')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('applications.pipeline.cancel') }}
      >
        <InterviewForm
          application={{
            id: application.id,
            candidateEmail: application.candidate.email,
            candidateName: application.candidate.name || application.candidate.email,
            positionId: application.position.id,
            positionTitle: application.position.title,
          }}
          onDone={() => {
            void client.invalidateQueries({ queryKey: adminApplicationKeys.all });
            close();
          }}
          onClose={close}
        />
      </Modal>
      <Modal
        opened={open === 'form'}
        onClose={close}
        title={t('applications.pipeline.assignForm')}
        closeButtonProps={{ 'aria-label': t('applications.pipeline.cancel') }}
      >
        <AssignFormModal application={application} onClose={close} />
      </Modal>
    </>
  );
}

/** After a declined offer the application stays Offered: the company says what happens next. */
export function DeclineDecision({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const change = useChangeStatus(application.id);
  if (!awaitsDeclineDecision(application)) return null;
  const move = (status: ApplicationStatus) =>
    change.mutate(
      { status, version: application.version },
      { onError: (e) => showErrorToast(message(e, t('applications.admin.loadFailed'))) },
    );
  return (
    <Alert color="orange" title={t('applications.pipeline.declinedTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('applications.pipeline.declinedBody')}</Text>
        <Group gap="sm">
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={change.isPending}
            onClick={() => move('rejected')}
          >
            {t('applications.pipeline.declinedReject')}
          </Button>
          <Button size="xs" variant="light" loading={change.isPending} onClick={() => move('interviewing')}>
            {t('applications.pipeline.declinedKeep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** An admin's note: stored with the application, shown on its timeline, never to the candidate. */
export function AddNoteForm({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const add = useAddNote(application.id);
  const [body, setBody] = useState('');
  return (
    <Stack gap="sm">
      <Textarea
        label={t('applications.pipeline.noteLabel')}
        description={t('applications.pipeline.noteHelp')}
        value={body}
        maxLength={4000}
        autosize
        minRows={2}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <Group>
        <Button
          variant="light"
          disabled={!body.trim()}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { body: body.trim() },
              {
                onSuccess: () => {
                  setBody('');
                  showSuccessToast(t('applications.pipeline.noteAdded'));
                },
                onError: (e) => showErrorToast(message(e, t('applications.admin.loadFailed'))),
              },
            )
          }
        >
          {t('applications.pipeline.addNote')}
        </Button>
      </Group>
    </Stack>
  );
}
