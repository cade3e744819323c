import type { ApplicationStatus } from '@opencareers/contracts/applications';
import { useTranslation } from 'react-i18next';
import { TintedStatusBadge } from './tinted-status-badge.tsx';

const colors: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  in_review: 'indigo',
  interviewing: 'violet',
  offered: 'teal',
  hired: 'green',
  rejected: 'gray',
  withdrawn: 'gray',
};

/** An application's status in the reader's language (applications.status.*). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <TintedStatusBadge color={colors[status]} status={status} label={t(`applications.status.${status}`)} />
  );
}
