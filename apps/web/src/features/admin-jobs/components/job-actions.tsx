import { Button, CopyButton, Group } from '@mantine/core';
import type { AdminJob, JobAction } from '@opencareers/contracts/admin-jobs';
import { IconCopy, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyRequestError } from '../../../lib/notify/notify-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { withCarriedParams } from '../../../lib/url/carried-params.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useDuplicateJob, useJobAction } from '../api/admin-jobs-api.ts';

const actionsFor: Record<AdminJob['status'], JobAction[]> = {
  draft: ['publish'],
  open: ['close'],
  closed: ['reopen'],
};
const doneKey = { publish: 'published', close: 'closed', reopen: 'reopened' } as const;

/** Publish / close / reopen (version-checked), duplicate, and the candidate's view of the job. */
export function JobActions({
  job,
  version,
  onJob,
}: {
  job: AdminJob;
  version: number;
  onJob: (job: AdminJob) => void;
}) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const navigate = useNavigate();
  const action = useJobAction(job.id);
  const duplicate = useDuplicateJob(job.id);
  const live = withCarriedParams(job.url, window.location.search);

  const run = async (a: JobAction) => {
    try {
      onJob(await action.mutateAsync({ action: a, version }));
      showSuccessToast(t(`adminJobs.form.${doneKey[a]}`));
    } catch (error) {
      notifyRequestError(error);
    }
  };

  return (
    <Group gap="sm">
      {actionsFor[job.status].map((a) => (
        <Button
          key={a}
          variant={a === 'close' ? 'default' : 'filled'}
          color={a === 'close' ? 'red' : undefined}
          loading={action.isPending}
          onClick={() => run(a)}
        >
          {t(`adminJobs.form.${a}`)}
        </Button>
      ))}
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden />}
        loading={duplicate.isPending}
        onClick={async () => {
          try {
            const copy = await duplicate.mutateAsync(undefined);
            showSuccessToast(t('adminJobs.form.duplicated'));
            navigate(href(`/admin/jobs/${copy.id}`));
          } catch (error) {
            notifyRequestError(error);
          }
        }}
      >
        {t('adminJobs.form.duplicate')}
      </Button>
      {job.status === 'open' ? (
        <Button
          variant="subtle"
          component="a"
          href={live}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('adminJobs.form.viewLive')}
        </Button>
      ) : null}
      {job.isPrivate ? (
        <CopyButton value={new URL(live, window.location.origin).toString()}>
          {({ copied, copy }) => (
            <Button variant="subtle" leftSection={<IconLink size={16} aria-hidden />} onClick={copy}>
              {copied ? t('positions.linkCopied') : t('adminJobs.form.copyLink')}
            </Button>
          )}
        </CopyButton>
      ) : null}
    </Group>
  );
}
