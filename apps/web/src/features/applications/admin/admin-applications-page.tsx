import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ApplicationStatus, applicationStatuses } from '@opencareers/contracts/applications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { PositionPicker } from '../../admin-directory/index.ts';
import { adminPageSize, useAdminApplications, useApplicationFormId } from './admin-applications-api.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (v: string | null): v is ApplicationStatus =>
  applicationStatuses.includes(v as ApplicationStatus);

function ApplicationsTable({
  status,
  positionId,
  page,
}: {
  status: ApplicationStatus | null;
  positionId: string | null;
  page: number;
}) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const [, setParams] = useSearchParams();
  const query = useAdminApplications({ status, positionId, page });
  if (query.isPending)
    return <Skeleton height={240} radius="md" role="status" aria-label={t('common.loading')} />;
  if (query.isError) return <Text c="red.9">{t('applications.admin.loadFailed')}</Text>;
  const { applications, total } = query.data;
  // While the filtered page loads, the previous page's rows would name the wrong job.
  const forJob =
    positionId && !query.isPlaceholderData ? (
      <Group gap="xs">
        <Text size="sm">
          {t('applications.admin.forJob', { title: applications[0]?.position.title ?? '' })}
        </Text>
        <Button
          component={Link}
          to={href(`/admin/jobs/${encodeURIComponent(positionId)}/board`)}
          variant="light"
          size="compact-sm"
        >
          {t('applications.pipeline.board')}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            setParams((p) => {
              p.delete('position_id');
              p.delete('page');
              return p;
            })
          }
        >
          {t('applications.admin.allJobs')}
        </Button>
      </Group>
    ) : null;
  if (!applications.length)
    return (
      <Stack gap="xs">
        {forJob}
        <Text c="dimmed">{t('applications.admin.empty')}</Text>
      </Stack>
    );
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  return (
    <Stack gap="md">
      {forJob}
      <Table.ScrollContainer minWidth={680}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('applications.admin.candidate')}</Table.Th>
              <Table.Th>{t('applications.admin.position')}</Table.Th>
              <Table.Th>{t('applications.admin.status')}</Table.Th>
              <Table.Th>{t('applications.admin.applied')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {applications.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={href(`/admin/applications/${a.id}`)}>
                    {a.candidate.name || a.candidate.email}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {a.candidate.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href(`/admin/applications?position_id=${encodeURIComponent(a.position.id)}`)}
                    c="inherit"
                    underline="hover"
                  >
                    {a.position.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ApplicationStatusBadge status={a.status} />
                </Table.Td>
                <Table.Td>{formatDay(a.applied_at, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('applications.admin.count', { count: total })}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={(p) =>
              setParams((params) => {
                params.set('page', String(p));
                return params;
              })
            }
            getControlProps={(control) => ({ 'aria-label': t(`applications.admin.pager.${control}`) })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}

/** /admin/applications: every application of this company, newest first, by status. */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ApplicationStatus) : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const positionId = uuid.test(params.get('position_id') ?? '') ? params.get('position_id') : null;
  const formId = useApplicationFormId();
  return (
    <PageContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('pages.adminApplications')}</Title>
          <Text c="dimmed" mt={4}>
            {t('applications.admin.intro')}{' '}
            {formId.data ? (
              <Anchor component={Link} to={href(`/admin/forms/${formId.data}`)} underline="always">
                {t('applications.admin.editForm')}
              </Anchor>
            ) : null}
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group gap="md" align="flex-end">
              <Select
                label={t('applications.admin.filterStatus')}
                placeholder={t('applications.admin.allStatuses')}
                data={applicationStatuses.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
                value={status}
                clearable
                maw={280}
                onChange={(v) =>
                  setParams((p) => {
                    if (v) p.set('status', v);
                    else p.delete('status');
                    p.delete('page');
                    return p;
                  })
                }
              />
              <Box w={320} maw="100%">
                <PositionPicker
                  label={t('applications.pipeline.filterJob')}
                  required={false}
                  value={positionId}
                  onChange={(v) =>
                    setParams((p) => {
                      if (v) p.set('position_id', v);
                      else p.delete('position_id');
                      p.delete('page');
                      return p;
                    })
                  }
                />
              </Box>
            </Group>
            <ApplicationsTable status={status} positionId={positionId} page={page} />
          </Stack>
        </Card>
      </Stack>
    </PageContainer>
  );
}
