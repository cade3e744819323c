import { Button, Table, VisuallyHidden } from '@mantine/core';
import type { adminJobRunsResponseSchema } from '@opencareers/contracts/background-jobs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useRunJobNow } from './admin-notifications-api.ts';

type Job = z.infer<typeof adminJobRunsResponseSchema>['data']['jobs'][number];

/**
 * Every background job with its last and next run, and **Run now** (e.g. job alerts right after
 * posting jobs). Off where this server runs no jobs: the button would only be refused.
 */
export function JobSchedule({
  jobs,
  running,
  format,
}: {
  jobs: Job[];
  running: boolean;
  format: (iso: string | null) => string;
}) {
  const { t } = useTranslation();
  const run = useRunJobNow();
  const nameOf = (name: string) => t(`admin.backgroundJobs.names.${name}`, { defaultValue: name });
  const runNow = (name: string) =>
    run.mutate(name, {
      onSuccess: () => showSuccessToast(t('admin.backgroundJobs.queued', { job: nameOf(name) })),
      onError: (e) =>
        showErrorToast(isApiRequestError(e) && e.status !== 0 ? e.message : t('admin.backgroundJobs.failed')),
    });
  return (
    <Table.ScrollContainer
      minWidth={520}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={t('admin.backgroundJobs.jobsTitle')}
    >
      <Table verticalSpacing="xs" data-testid="job-schedule">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.backgroundJobs.job')}</Table.Th>
            <Table.Th>{t('admin.backgroundJobs.lastRun')}</Table.Th>
            <Table.Th>{t('admin.backgroundJobs.nextRun')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.backgroundJobs.runNow')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.name} data-job={job.name}>
              <Table.Td>{nameOf(job.name)}</Table.Td>
              <Table.Td>{format(job.last_run_at)}</Table.Td>
              <Table.Td>{format(job.next_run_at)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={!running}
                  loading={run.isPending && run.variables === job.name}
                  onClick={() => runNow(job.name)}
                  aria-label={t('admin.backgroundJobs.runNowOf', { job: nameOf(job.name) })}
                >
                  {t('admin.backgroundJobs.runNow')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
