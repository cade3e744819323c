import { Card, Group, Modal, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminInterview } from '@opencareers/contracts/interviews';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { QueryStatus } from '../../../components/query-status.tsx';
import { type InterviewFilter, useAdminInterviews } from './admin-interviews-api.ts';
import { CancelInterviewModal } from './cancel-interview-modal.tsx';
import { InterviewForm } from './interview-form.tsx';
import { InterviewsTable } from './interviews-table.tsx';

/** /admin/interviews: schedule interviews, and reschedule or cancel the ones on the list. */
export function AdminInterviewsPage() {
  const { t } = useTranslation();
  const listId = useId();
  const scheduleId = useId();
  const [when, setWhen] = useState<InterviewFilter['when']>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminInterview | null>(null);
  const [cancelling, setCancelling] = useState<AdminInterview | null>(null);
  const list = useAdminInterviews({ when, q, page });

  let body: React.ReactNode = <QueryStatus query={list} failedTitle={t('interviews.admin.loadFailed')} />;
  if (list.isPending)
    body = <Skeleton height={240} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (list.data && !list.data.interviews.length)
    body = <Text c="gray.7">{t('interviews.admin.empty')}</Text>;
  else if (list.data)
    body = (
      <InterviewsTable
        interviews={list.data.interviews}
        total={list.data.total}
        page={page}
        onPage={setPage}
        onEdit={setEditing}
        onCancel={setCancelling}
      />
    );

  return (
    <PageContainer>
      <Stack gap="xl">
        <Title order={1}>{t('pages.adminInterviews')}</Title>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={scheduleId}>
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg" id={scheduleId}>
                {t('interviews.admin.scheduleTitle')}
              </Title>
              <Text size="sm" c="gray.7" mt={4}>
                {t('interviews.admin.scheduleHelp')}
              </Text>
            </div>
            <InterviewForm />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={listId}>
          <Stack gap="md">
            <Title order={2} fz="lg" id={listId}>
              {t('interviews.admin.allTitle')}
            </Title>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SegmentedControl
                aria-label={t('interviews.admin.filterWhen')}
                value={when}
                onChange={(v) => {
                  setWhen(v as InterviewFilter['when']);
                  setPage(1);
                }}
                data={[
                  { value: 'all', label: t('interviews.admin.whenAll') },
                  { value: 'upcoming', label: t('interviews.admin.whenUpcoming') },
                  { value: 'past', label: t('interviews.admin.whenPast') },
                ]}
              />
              <TextInput
                aria-label={t('interviews.admin.search')}
                placeholder={t('interviews.admin.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                maxLength={200}
                style={{ flex: 1, minWidth: 220 }}
              />
            </Group>
            {body}
          </Stack>
        </Card>
      </Stack>
      <Modal
        opened={!!editing}
        onClose={() => setEditing(null)}
        title={t('interviews.admin.editTitle')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing ? (
          <InterviewForm
            key={editing.id}
            interview={editing}
            onDone={() => setEditing(null)}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <CancelInterviewModal interview={cancelling} onClose={() => setCancelling(null)} />
    </PageContainer>
  );
}
