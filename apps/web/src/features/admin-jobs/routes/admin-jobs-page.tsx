import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { jobStatuses } from '@opencareers/contracts/admin-jobs';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { JobsTable } from '../components/jobs-table.tsx';

const isStatus = (v: string | null): v is (typeof jobStatuses)[number] =>
  (jobStatuses as readonly string[]).includes(v ?? '');

/** /admin/jobs: every job of the company, searched and filtered on the server; the filters live in the address. */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = (params.get('q') ?? '').trim();
  const [departments, setDepartments] = useState<string[]>([]);
  const status = isStatus(params.get('status')) ? params.get('status') : null;
  const department = params.get('department');
  const closing = params.get('closing') === 'soon';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setParam = (name: string, value: string | null) =>
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      if (name !== 'page') p.delete('page');
      return p;
    });

  // The address follows the search text once typing pauses, so a shared link shows the same list.
  const syncQuery = useDebouncedCallback((text: string) => setParam('q', text.trim() || null), 250);

  return (
    <PageContainer>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('pages.adminJobs')}</Title>
            <Text c="dimmed" mt={4} maw={680}>
              {t('adminJobs.intro')}
            </Text>
          </div>
          <Button
            component={Link}
            to={href('/admin/jobs/new')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('adminJobs.newJob')}
          </Button>
        </Group>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <TextInput
                label={t('adminJobs.search')}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  syncQuery(e.currentTarget.value);
                }}
                leftSection={<IconSearch size={16} aria-hidden />}
                w={{ base: '100%', sm: 320 }}
                type="search"
              />
              <Select
                label={t('adminJobs.status')}
                placeholder={t('adminJobs.allStatuses')}
                data={jobStatuses.map((s) => ({ value: s, label: t(`adminJobs.statusLabel.${s}`) }))}
                value={status}
                onChange={(v) => setParam('status', v)}
                clearable
                w={{ base: '100%', sm: 200 }}
              />
              <Select
                label={t('adminJobs.department')}
                placeholder={t('adminJobs.allDepartments')}
                data={[...new Set([...departments, ...(department ? [department] : [])])]}
                value={department}
                onChange={(v) => setParam('department', v)}
                clearable
                searchable
                w={{ base: '100%', sm: 240 }}
              />
            </Group>
            {closing ? (
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {t('adminJobs.closingSoon')}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => setParam('closing', null)}>
                  {t('adminJobs.clearClosing')}
                </Button>
              </Group>
            ) : null}
            <JobsTable
              query={{ q, status, department, closing, page }}
              onPage={(p) => setParam('page', String(p))}
              onDepartments={(d) => {
                if (d.join('\u0000') !== departments.join('\u0000')) setDepartments(d);
              }}
            />
          </Stack>
        </Card>
      </Stack>
    </PageContainer>
  );
}
