import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useCreateJob } from '../api/admin-jobs-api.ts';
import { JobFields } from '../components/job-fields.tsx';
import { checkDraft, clearErrorsOf, emptyDraft, fieldsOf, type JobDraft } from '../logic/job-draft.ts';

/** /admin/jobs/new: a new job, saved as a draft or published at once. */
export function AdminJobNewPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const navigate = useNavigate();
  const create = useCreateJob();
  const [draft, setDraft] = useState<JobDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (status: 'draft' | 'open') => {
    const problems = checkDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setFormError(t('adminJobs.form.fixErrors'));
      return;
    }
    setFormError(null);
    try {
      const job = await create.mutateAsync({ ...fieldsOf(draft), status });
      showSuccessToast(t(status === 'open' ? 'adminJobs.form.published' : 'adminJobs.form.created'));
      navigate(href(`/admin/jobs/${job.id}`));
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setFormError(describeRequestError(error));
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
        <Title order={1}>{t('pages.adminJobNew')}</Title>
        <JobFields
          draft={draft}
          errors={errors}
          onChange={(p) => {
            setDraft((d) => ({ ...d, ...p }));
            setErrors((e) => clearErrorsOf(e, Object.keys(p) as (keyof JobDraft)[]));
          }}
          editorKey="new"
        />
        {formError ? (
          <Alert color="red" role="alert">
            <Text size="sm">{formError}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" loading={create.isPending} onClick={() => save('draft')}>
            {t('adminJobs.form.create')}
          </Button>
          <Button loading={create.isPending} onClick={() => save('open')}>
            {t('adminJobs.form.createPublish')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
