import { Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AssignedForm } from '@opencareers/contracts/form-assignments';
import { IconAlertCircle, IconCalendarDue, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { daysUntil, formatDay, isOverdue } from './due-date.ts';
import { FormStatusBadge } from './form-status-badge.tsx';

/** A deep red that keeps 4.5:1 contrast on white for small bold text. */
const overdueColor = '#b3261e';

export const assignmentHref = (id: string) => `/careers/forms?assignment=${encodeURIComponent(id)}`;

/** One assigned form in the forms center: what, when due, the recruiter's note, and the next step. */
export function AssignedFormCard({ form }: { form: AssignedForm }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const overdue = isOverdue(form);
  const titleId = `assigned-form-${form.id}`;
  const action =
    form.status === 'completed'
      ? t('forms.center.view')
      : form.status === 'in_progress'
        ? t('forms.center.continue')
        : t('forms.center.start');
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId}>
            {form.name}
          </Title>
          <FormStatusBadge status={form.status} />
        </Group>
        {form.status === 'completed' && form.completed_at ? (
          <Group gap={6} c="#1e6b30" fz="sm" fw={600}>
            <IconCircleCheck size={16} aria-hidden />
            {t('forms.center.completedOn', { date: formatDay(form.completed_at, i18n.language) })}
          </Group>
        ) : form.due_at ? (
          <Group gap={6} fz="sm" fw={overdue ? 700 : 500} c={overdue ? overdueColor : undefined}>
            {overdue ? <IconAlertCircle size={16} aria-hidden /> : <IconCalendarDue size={16} aria-hidden />}
            {overdue
              ? t('forms.center.overdue', { date: formatDay(form.due_at, i18n.language) })
              : t('forms.center.due', {
                  date: formatDay(form.due_at, i18n.language),
                  count: daysUntil(form.due_at),
                })}
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('forms.center.assignedOn', { date: formatDay(form.assigned_at, i18n.language) })}
        </Text>
        {form.message ? (
          <Blockquote
            color="gray"
            p="sm"
            radius="md"
            fz="sm"
            styles={{ root: { borderInlineStartWidth: 3 } }}
            cite={t('forms.center.fromRecruiter')}
          >
            {form.message}
          </Blockquote>
        ) : null}
        <Group>
          <Button
            component={Link}
            to={href(assignmentHref(form.id))}
            variant={form.status === 'completed' ? 'light' : 'filled'}
            aria-describedby={titleId}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
