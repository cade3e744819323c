import { Badge, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { AdminEvent } from '@opencareers/contracts/events';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useAdminEvent } from './admin-events-api.ts';

/** Who registered for an event (and who cancelled), with the seats taken against the capacity. */
export function RegistrationsModal({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useAdminEvent(event?.id ?? null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  let body: React.ReactNode = <QueryStatus query={detail} failedTitle={t('events.admin.loadFailed')} />;
  if (detail.isPending)
    body = <Skeleton height={120} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (detail.data) {
    const { event: e, registrations } = detail.data;
    body = (
      <Stack gap="md">
        <Text fw={600} data-testid="seats">
          {e.capacity === null
            ? t('events.admin.seatsUnlimited', { count: e.registered_count })
            : t('events.admin.seatsOf', { count: e.registered_count, capacity: e.capacity })}
        </Text>
        {registrations.length ? (
          // Native scrolling on a focusable box: keyboard users can scroll the table on a phone.
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            tabIndex={0}
            role="group"
            aria-label={t('events.admin.registrations')}
          >
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('events.admin.candidateName')}</Table.Th>
                  <Table.Th>{t('events.admin.candidateEmail')}</Table.Th>
                  <Table.Th>{t('events.admin.registeredAt')}</Table.Th>
                  <Table.Th>{t('events.admin.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registrations.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.candidate.fullname}</Table.Td>
                    <Table.Td>{r.candidate.email}</Table.Td>
                    <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={r.status === 'registered' ? 'green' : 'gray'}
                        c={r.status === 'registered' ? '#1e6b30' : 'gray.9'}
                        variant="light"
                        radius="sm"
                        tt="none"
                      >
                        {t(`events.registrationStatus.${r.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="gray.7">{t('events.admin.noRegistrations')}</Text>
        )}
      </Stack>
    );
  }
  return (
    <Modal
      opened={!!event}
      onClose={onClose}
      title={event ? t('events.admin.registrationsTitle', { title: event.title }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {body}
    </Modal>
  );
}
