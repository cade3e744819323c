import type { JobStatus } from '@opencareers/contracts/admin-jobs';
import { useTranslation } from 'react-i18next';
import { TintedStatusBadge } from '../../../components/tinted-status-badge.tsx';

const colors: Record<JobStatus, string> = { draft: 'gray', open: 'green', closed: 'red' };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <TintedStatusBadge color={colors[status]} status={status} label={t(`adminJobs.statusLabel.${status}`)} />
  );
}
