import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@opencareers/contracts/applications';
import { useTranslation } from 'react-i18next';

const colors: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  in_review: 'indigo',
  interviewing: 'violet',
  offered: 'teal',
  hired: 'green',
  rejected: 'gray',
  withdrawn: 'gray',
};

/* The darkest shade keeps AA contrast on the light tint; green and teal need a deeper one. */
const textColors: Record<string, string> = { green: '#1e6b30', teal: '#0b5e55' };

/** An application's status in the reader's language (applications.status.*). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
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
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
