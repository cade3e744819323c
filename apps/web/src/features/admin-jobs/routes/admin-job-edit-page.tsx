import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminJob } from '@opencareers/contracts/admin-jobs';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { fetchAdminJob, useAdminJob, useUpdateJob } from '../api/admin-jobs-api.ts';
import { JobActions } from '../components/job-actions.tsx';
import { JobFields } from '../components/job-fields.tsx';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { checkDraft, clearErrorsOf, draftOf, fieldsOf, type JobDraft } from '../logic/job-draft.ts';

/** /admin/jobs/:id: edit a job; a save made against an older version is refused and can be retried on top of the new one. */
export function AdminJobEditPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { id = '' } = useParams();
  const query = useAdminJob(id);
  if (query.isPending)
    return (
      <PageContainer>
        <Skeleton h={480} radius="lg" role="status" aria-label={t('common.loading')} />
      </PageContainer>
    );
  if (query.isError)
    return (
      <PageContainer>
        <Alert color="red" title={t('adminJobs.form.notFound')}>
          <Anchor component={Link} to={href('/admin/jobs')}>
            {t('adminJobs.form.back')}
          </Anchor>
        </Alert>
      </PageContainer>
    );
  return <JobEditor key={query.data.id} initial={query.data} />;
}

function JobEditor({ initial }: { initial: AdminJob }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const update = useUpdateJob(initial.id);
  // The stored job (status, version) apart from the draft the admin is typing.
  const [job, setJob] = useState(initial);
  const [draft, setDraft] = useState<JobDraft>(() => draftOf(initial));
  const [saved, setSaved] = useState<JobDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  // While their version is on its way, saving would be against the old version: a second conflict.
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const dirty = JSON.stringify(fieldsOf(draft)) !== JSON.stringify(fieldsOf(saved));

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    const problems = checkDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return setFormError(t('adminJobs.form.fixErrors'));
    setFormError(null);
    try {
      const next = await update.mutateAsync({ ...fieldsOf(draft), version: job.version });
      setJob(next);
      const stored = draftOf(next);
      setDraft(stored);
      setSaved(stored);
      setEditorKey((k) => k + 1);
      setConflict(null);
      showSuccessToast(t('adminJobs.form.saved'));
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'VERSION_CONFLICT') {
        setConflict(
          (error.data as { currentVersion?: number } | undefined)?.currentVersion ?? job.version + 1,
        );
        return;
      }
      if (isApiRequestError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setFormError(describeRequestError(error));
    }
  };

  // Their version becomes the base; the admin's typed edits stay in the form, to be saved on top.
  const loadTheirs = async () => {
    setLoadingTheirs(true);
    try {
      const theirs = await fetchAdminJob(job.id);
      setJob(theirs);
      setSaved(draftOf(theirs));
      setConflict(null);
    } catch (error) {
      setFormError(describeRequestError(error));
    } finally {
      setLoadingTheirs(false);
    }
  };

  return (
    <PageContainer>
      <Stack gap="lg" maw={920}>
        <Anchor component={Link} to={href('/admin/jobs')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('adminJobs.form.back')}
          </Group>
        </Anchor>
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1}>{job.title}</Title>
            <JobStatusBadge status={job.status} />
            {job.isPrivate ? (
              <Badge
                variant="outline"
                color="gray"
                c="gray.9"
                radius="sm"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                {t('adminJobs.private')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {job.externalId} ·{' '}
            {t('adminJobs.form.versionLine', {
              version: job.version,
              date: formatDay(job.updatedAt, i18n.language),
            })}
          </Text>
        </Stack>
        <JobActions job={job} version={job.version} onJob={setJob} />
        {conflict !== null ? (
          <Alert color="orange" title={t('adminJobs.form.conflictTitle')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('adminJobs.form.conflictBody', { version: conflict })}</Text>
              <Button size="xs" variant="default" onClick={loadTheirs} loading={loadingTheirs}>
                {t('adminJobs.form.conflictReload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <JobFields
          draft={draft}
          errors={errors}
          onChange={(p) => {
            setDraft((d) => ({ ...d, ...p }));
            setErrors((e) => clearErrorsOf(e, Object.keys(p) as (keyof JobDraft)[]));
          }}
          editorKey={`${job.id}-${editorKey}`}
        />
        {formError ? (
          <Alert color="red" role="alert">
            <Text size="sm">{formError}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {dirty ? (
            <Text size="sm" c="dimmed" role="status">
              {t('adminJobs.form.unsaved')}
            </Text>
          ) : null}
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={loadingTheirs || (!dirty && conflict === null)}
          >
            {t('adminJobs.form.save')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
