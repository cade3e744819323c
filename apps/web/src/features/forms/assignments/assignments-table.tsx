import { Button, Group, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type AdminAssignmentStatus, adminAssignmentStatuses } from '@opencareers/contracts/form-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentsPageSize, useAdminAssignments } from '../api/admin-form-assignments.ts';
import { useAdminForms } from '../api/admin-forms.ts';
import { AssignmentAnswersModal } from './assignment-answers-modal.tsx';
import { formatDay } from './due-date.ts';
import { FormStatusBadge } from './form-status-badge.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

/** Every assignment of this site, newest first, filtered by status and form, a page at a time. */
export function AssignmentsTable() {
  const { t, i18n } = useTranslation();
  const forms = useAdminForms();
  const [status, setStatus] = useState<AdminAssignmentStatus | undefined>();
  const [formId, setFormId] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  const list = useAdminAssignments({ status, formId, page });
  const [viewing, setViewing] = useState<string>();
  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : '—');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / assignmentsPageSize)) : 1;

  return (
    <Stack gap="md">
      <AssignmentAnswersModal id={viewing} onClose={() => setViewing(undefined)} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('forms.assignments.filterStatus')}
          placeholder={t('forms.assignments.any')}
          clearable
          data={adminAssignmentStatuses.map((s) => ({ value: s, label: t(`forms.status.${s}`) }))}
          value={status ?? null}
          onChange={(v) => {
            setStatus((v as AdminAssignmentStatus | null) ?? undefined);
            setPage(0);
          }}
          w={200}
        />
        <Select
          label={t('forms.assignments.filterForm')}
          placeholder={t('forms.assignments.any')}
          clearable
          searchable
          data={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
          value={formId ?? null}
          onChange={(v) => {
            setFormId(v ?? undefined);
            setPage(0);
          }}
          w={280}
        />
      </Group>
      {list.isPending ? (
        <Skeleton height={200} radius="md" role="status" aria-label={t('common.loading')} />
      ) : list.isError ? (
        <Group>
          <Text c="red.9">{t('forms.assignments.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      ) : !list.data.assignments.length ? (
        <Text c="dimmed">{t('forms.assignments.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('forms.assignments.candidate')}</Table.Th>
                  <Table.Th>{t('forms.assignments.form')}</Table.Th>
                  <Table.Th>{t('forms.assignments.status')}</Table.Th>
                  <Table.Th>{t('forms.assignments.due')}</Table.Th>
                  <Table.Th>{t('forms.assignments.assigned')}</Table.Th>
                  <Table.Th>{t('forms.assignments.completed')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('forms.assignments.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.assignments.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {a.candidate.fullname}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {a.candidate.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.formTitle}</Table.Td>
                    <Table.Td>
                      <FormStatusBadge status={a.status} />
                    </Table.Td>
                    <Table.Td>{day(a.dueAt)}</Table.Td>
                    <Table.Td>{day(a.assignedAt)}</Table.Td>
                    <Table.Td>{day(a.completedAt)}</Table.Td>
                    <Table.Td>
                      {a.status === 'open' || a.status === 'in_progress' ? (
                        <WithdrawButton assignment={a} />
                      ) : a.status === 'completed' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={t('forms.answers.viewFor', {
                            title: a.formTitle,
                            name: a.candidate.fullname,
                          })}
                          onClick={() => setViewing(a.id)}
                        >
                          {t('forms.answers.view')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('forms.assignments.count', { count: list.data.total })}
            </Text>
            {pages > 1 ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={page === 0}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('admin.notifications.pager.previous')}
                </Button>
                <Text size="sm">{t('admin.notifications.pager.page', { page: page + 1 })}</Text>
                <Button
                  size="xs"
                  variant="default"
                  disabled={page + 1 >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('admin.notifications.pager.next')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
