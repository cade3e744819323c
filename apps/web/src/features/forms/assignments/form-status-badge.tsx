import type { AdminAssignmentStatus } from '@opencareers/contracts/form-assignments';
import { useTranslation } from 'react-i18next';
import { TintedStatusBadge } from '../../../components/tinted-status-badge.tsx';

const colors: Record<AdminAssignmentStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  completed: 'green',
  canceled: 'gray',
};

/** spec shell §3 form statuses (and "canceled" on admin pages). */
export function FormStatusBadge({ status }: { status: AdminAssignmentStatus }) {
  const { t } = useTranslation();
  return <TintedStatusBadge color={colors[status]} status={status} label={t(`forms.status.${status}`)} />;
}
