import { Blockquote, Group, Stack, Text, Title } from '@mantine/core';
import type { AssignedForm } from '@opencareers/contracts/form-assignments';
import { IconAlertCircle, IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, isOverdue } from './due-date.ts';
import { FormStatusBadge } from './form-status-badge.tsx';

/** The form view's heading: the form's name, its status, when it is due and the recruiter's note. */
export function AssignmentHeader({ assignment }: { assignment: AssignedForm }) {
  const { t, i18n } = useTranslation();
  const overdue = isOverdue(assignment);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1}>{assignment.name}</Title>
        <FormStatusBadge status={assignment.status} />
      </Group>
      {assignment.status !== 'completed' && assignment.due_at ? (
        <Group gap={6} fz="sm" fw={overdue ? 700 : 500} c={overdue ? '#b3261e' : undefined}>
          {overdue ? <IconAlertCircle size={16} aria-hidden /> : <IconCalendarDue size={16} aria-hidden />}
          {overdue
            ? t('forms.center.overdue', { date: formatDay(assignment.due_at, i18n.language) })
            : t('forms.view.dueOn', { date: formatDay(assignment.due_at, i18n.language) })}
        </Group>
      ) : null}
      {assignment.message ? (
        <Blockquote color="gray" p="md" radius="md" cite={t('forms.center.fromRecruiter')}>
          <Text size="sm">{assignment.message}</Text>
        </Blockquote>
      ) : null}
    </Stack>
  );
}
