import { Anchor, Badge, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminJobSummary } from '@opencareers/contracts/admin-jobs';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { type JobsListQuery, useAdminJobs } from '../api/admin-jobs-api.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

/** One page of jobs as a table, with the pager; the server searches and filters. */
export function JobsTable({
  query,
  onPage,
  onDepartments,
}: {
  query: JobsListQuery;
  onPage: (page: number) => void;
  onDepartments?: (departments: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const jobs = useAdminJobs(query);
  const departments = jobs.data?.departments;
  useEffect(() => {
    if (departments) onDepartments?.(departments);
  }, [departments, onDepartments]);
  if (jobs.isPending)
    return <Skeleton height={280} radius="md" role="status" aria-label={t('common.loading')} />;
  if (jobs.isError) return <Text c="red.9">{t('adminJobs.loadFailed')}</Text>;
  const { total, pageSize } = jobs.data;
  const filtered = !!(query.q || query.status || query.department || query.closing);
  if (!jobs.data.jobs.length)
    return <Text c="dimmed">{filtered ? t('adminJobs.empty') : t('adminJobs.emptyAll')}</Text>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const columns: TableColumn<AdminJobSummary>[] = [
    {
      header: t('adminJobs.col.title'),
      cell: (j) => (
        <>
          <Anchor component={Link} to={href(`/admin/jobs/${j.id}`)} fw={600}>
            {j.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {j.externalId}
          </Text>
        </>
      ),
    },
    { header: t('adminJobs.col.department'), cell: (j) => j.department },
    {
      header: t('adminJobs.col.location'),
      cell: (j) => (j.workPlace === 'remote' && !j.location ? t('adminJobs.remote') : j.location),
    },
    {
      header: t('adminJobs.col.status'),
      cell: (j) => (
        <>
          <Group gap={6} wrap="nowrap">
            <JobStatusBadge status={j.status} />
            {j.isPrivate ? (
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
          {j.expiresAt ? (
            <Text size="xs" c="dimmed" mt={2}>
              {t('adminJobs.col.closes')} {formatDay(j.expiresAt, i18n.language)}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: t('adminJobs.col.updated'), cell: (j) => formatDay(j.updatedAt, i18n.language) },
  ];
  return (
    <Stack gap="md" aria-busy={jobs.isPlaceholderData}>
      <ResponsiveTable
        rows={jobs.data.jobs}
        rowKey={(j) => j.id}
        columns={columns}
        label={t('adminJobs.listLabel')}
        minWidth={720}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {t('adminJobs.count', { count: total })}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={query.page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`admin.notifications.pager.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('admin.notifications.pager.page', { page }) })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
