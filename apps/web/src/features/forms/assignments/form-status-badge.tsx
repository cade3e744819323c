import { Badge } from '@mantine/core';
import type { AdminAssignmentStatus } from '@opencareers/contracts/form-assignments';
import { useTranslation } from 'react-i18next';

const colors: Record<AdminAssignmentStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  completed: 'green',
  canceled: 'gray',
};

/*
 * Text on the light tint must keep AA contrast: Mantine's .9 shades do for blue and gray;
 * green and orange need deeper shades than Mantine's (about 3.9:1 otherwise).
 */
const textColors: Record<string, string> = { green: '#1e6b30', orange: '#8a3b00' };

/** spec shell §3 form statuses (and "canceled" on admin pages). */
export function FormStatusBadge({ status }: { status: AdminAssignmentStatus }) {
  const { t } = useTranslation();
  const color = colors[status];
  return (
    <Badge
      variant="light"
      color={color}
      c={textColors[color] ?? `${color}.9`}
      radius="sm"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {t(`forms.status.${status}`)}
    </Badge>
  );
}
