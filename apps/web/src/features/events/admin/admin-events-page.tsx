import { SegmentedControl } from '@mantine/core';
import type { AdminEvent } from '@opencareers/contracts/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { type EventFilter, useAdminEvents } from './admin-events-api.ts';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { EventForm } from './event-form.tsx';
import { EventsTable } from './events-table.tsx';
import { RegistrationsModal } from './registrations-modal.tsx';

/** /admin/events: create recruiting events, edit or cancel them, and see who registered. */
export function AdminEventsPage() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<EventFilter['when']>('upcoming');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [viewing, setViewing] = useState<AdminEvent | null>(null);
  const [cancelling, setCancelling] = useState<AdminEvent | null>(null);
  const list = useAdminEvents({ when, page });

  return (
    <AdminListPage
      title={t('pages.adminEvents')}
      create={{
        title: t('events.admin.createTitle'),
        help: t('events.admin.createHelp'),
        form: <EventForm />,
      }}
      list={{
        title: t('events.admin.allTitle'),
        controls: (
          <SegmentedControl
            aria-label={t('events.admin.filterWhen')}
            value={when}
            onChange={(v) => {
              setWhen(v as EventFilter['when']);
              setPage(1);
            }}
            data={[
              { value: 'upcoming', label: t('interviews.admin.whenUpcoming') },
              { value: 'past', label: t('interviews.admin.whenPast') },
              { value: 'all', label: t('interviews.admin.whenAll') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        ),
        query: list,
        failedTitle: t('events.admin.loadFailed'),
        empty: list.data ? !list.data.events.length : null,
        emptyText: t('events.admin.empty'),
        table: list.data ? (
          <EventsTable
            events={list.data.events}
            total={list.data.total}
            page={page}
            onPage={setPage}
            onEdit={setEditing}
            onRegistrations={setViewing}
            onCancel={setCancelling}
          />
        ) : null,
      }}
      edit={{
        title: t('events.admin.editTitle'),
        item: editing,
        onClose: () => setEditing(null),
        form: (event) => (
          <EventForm event={event} onDone={() => setEditing(null)} onClose={() => setEditing(null)} />
        ),
      }}
    >
      <RegistrationsModal event={viewing} onClose={() => setViewing(null)} />
      <CancelEventModal event={cancelling} onClose={() => setCancelling(null)} />
    </AdminListPage>
  );
}
