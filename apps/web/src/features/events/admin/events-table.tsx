import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { type AdminEvent, eventLimits } from '@opencareers/contracts/events';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatEventRange } from '../logic/event-display.ts';

interface Props {
  events: AdminEvent[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onEdit: (e: AdminEvent) => void;
  onRegistrations: (e: AdminEvent) => void;
  onCancel: (e: AdminEvent) => void;
}

/** One page of events with seats taken and their actions; times in each event's own zone. */
export function EventsTable({ events, total, page, onPage, onEdit, onRegistrations, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <PagedTable
      head={[
        t('events.admin.title'),
        t('events.admin.when'),
        t('events.admin.seats'),
        t('events.admin.status'),
        t('events.admin.actions'),
      ]}
      minWidth={760}
      total={total}
      pageSize={eventLimits.adminPageSize}
      page={page}
      onPage={onPage}
    >
      {events.map((e) => {
        const cancelled = e.status === 'cancelled';
        return (
          <Table.Tr key={e.id} data-event-id={e.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {e.title}
              </Text>
              <Text size="xs" c="gray.7">
                {e.format === 'online' ? t('events.formats.online') : e.location}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatEventRange(e.starts_at, e.ends_at, i18n.language, e.time_zone)}</Text>
              <Text size="xs" c="gray.7">
                {e.time_zone}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {e.capacity === null
                  ? t('events.admin.seatsUnlimited', { count: e.registered_count })
                  : t('events.admin.seatsOf', { count: e.registered_count, capacity: e.capacity })}
              </Text>
            </Table.Td>
            <Table.Td>
              {cancelled ? (
                <Badge color="red" c="red.9" variant="light" radius="sm" tt="none">
                  {t('events.cancelled')}
                </Badge>
              ) : e.published ? (
                <Badge color="green" c="#1e6b30" variant="light" radius="sm" tt="none">
                  {t('events.admin.publishedBadge')}
                </Badge>
              ) : (
                <Badge color="gray" c="gray.9" variant="light" radius="sm" tt="none">
                  {t('events.admin.draftBadge')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onRegistrations(e)}
                  aria-label={t('events.admin.registrationsOf', { title: e.title })}
                >
                  {t('events.admin.registrations')}
                </Button>
                {cancelled ? null : (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(e)}
                      aria-label={t('events.admin.editOf', { title: e.title })}
                    >
                      {t('events.admin.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      c="red.9"
                      onClick={() => onCancel(e)}
                      aria-label={t('events.admin.cancelOf', { title: e.title })}
                    >
                      {t('events.admin.cancelEvent')}
                    </Button>
                  </>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </PagedTable>
  );
}
