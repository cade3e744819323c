import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminInterview } from '@opencareers/contracts/interviews';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { type InterviewFilter, useAdminInterviews } from './admin-interviews-api.ts';
import { CancelInterviewModal } from './cancel-interview-modal.tsx';
import { InterviewForm } from './interview-form.tsx';
import { InterviewsTable } from './interviews-table.tsx';

/** /admin/interviews: schedule interviews, and reschedule or cancel the ones on the list. */
export function AdminInterviewsPage() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<InterviewFilter['when']>('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminInterview | null>(null);
  const [cancelling, setCancelling] = useState<AdminInterview | null>(null);
  const list = useAdminInterviews({ when, q, page });

  return (
    <AdminListPage
      title={t('pages.adminInterviews')}
      create={{
        title: t('interviews.admin.scheduleTitle'),
        help: t('interviews.admin.scheduleHelp'),
        form: <InterviewForm />,
      }}
      list={{
        title: t('interviews.admin.allTitle'),
        controls: (
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
        ),
        query: list,
        failedTitle: t('interviews.admin.loadFailed'),
        empty: list.data ? !list.data.interviews.length : null,
        emptyText: t('interviews.admin.empty'),
        table: list.data ? (
          <InterviewsTable
            interviews={list.data.interviews}
            total={list.data.total}
            page={page}
            onPage={setPage}
            onEdit={setEditing}
            onCancel={setCancelling}
          />
        ) : null,
      }}
      edit={{
        title: t('interviews.admin.editTitle'),
        item: editing,
        onClose: () => setEditing(null),
        form: (interview) => (
          <InterviewForm
            interview={interview}
            onDone={() => setEditing(null)}
            onClose={() => setEditing(null)}
          />
        ),
      }}
    >
      <CancelInterviewModal interview={cancelling} onClose={() => setCancelling(null)} />
    </AdminListPage>
  );
}
