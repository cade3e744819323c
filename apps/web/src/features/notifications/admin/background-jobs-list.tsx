import { Badge, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BackgroundJobRun } from '@opencareers/contracts/background-jobs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgroundJobs } from './admin-notifications-api.ts';
import { JobSchedule } from './job-schedule.tsx';

const stateColor: Record<BackgroundJobRun['state'], string> = {
  created: 'gray',
  retry: 'yellow',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
};
const stateText: Record<BackgroundJobRun['state'], string> = {
  created: 'gray.9',
  retry: '#6b4e00',
  active: 'blue.9',
  completed: '#1e6b30',
  cancelled: 'gray.9',
  failed: 'red.9',
};

/** A run's report as "sent: 3, retried: 0" when it is a flat object; otherwise as it came. */
export function describeOutput(output: string | null): string {
  if (!output) return '';
  try {
    const value: unknown = JSON.parse(output);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ');
  } catch {
    // an error message, not JSON
  }
  return output;
}

/** Read-only: the latest runs of the background jobs, so an admin can see the work happens. */
export function BackgroundJobsList() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const jobs = useBackgroundJobs();
  const format = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
          new Date(iso),
        )
      : t('admin.backgroundJobs.notStarted');

  const schedule = jobs.data?.jobs.length ? (
    <JobSchedule jobs={jobs.data.jobs} running={jobs.data.running} format={format} />
  ) : null;
  let body: React.ReactNode;
  if (jobs.isPending)
    body = <Skeleton height={120} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (jobs.isError) body = <Text c="red.9">{t('admin.backgroundJobs.failed')}</Text>;
  else if (!jobs.data.runs.length)
    body = (
      <Text c="gray.7">
        {jobs.data.running ? t('admin.backgroundJobs.empty') : t('admin.backgroundJobs.off')}
      </Text>
    );
  else
    body = (
      // Native scrolling on a focusable box: keyboard users can scroll the table on a phone.
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="group"
        aria-label={t('admin.backgroundJobs.title')}
      >
        <Table aria-labelledby={headingId} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.backgroundJobs.job')}</Table.Th>
              <Table.Th>{t('admin.backgroundJobs.state')}</Table.Th>
              <Table.Th>{t('admin.backgroundJobs.started')}</Table.Th>
              <Table.Th>{t('admin.backgroundJobs.tries')}</Table.Th>
              <Table.Th>{t('admin.backgroundJobs.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data.runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{t(`admin.backgroundJobs.names.${run.name}`, { defaultValue: run.name })}</Table.Td>
                <Table.Td>
                  <Badge
                    color={stateColor[run.state]}
                    c={stateText[run.state]}
                    variant="light"
                    radius="sm"
                    tt="none"
                  >
                    {t(`admin.backgroundJobs.states.${run.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{format(run.startedAt)}</Table.Td>
                <Table.Td>{run.retryCount + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {describeOutput(run.output)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {t('admin.backgroundJobs.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('admin.backgroundJobs.help')}
          </Text>
        </div>
        {schedule}
        {body}
      </Stack>
    </Card>
  );
}
