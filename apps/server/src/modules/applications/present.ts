import {
  type Application,
  type ApplicationStatus,
  finalApplicationStatuses,
} from '@opencareers/contracts/applications';
import type { ApplicationEventRow, ApplicationRow, PositionSummary } from './repository.ts';

/** English labels: the email's and the admin's; the web app shows its own translations. */
export const statusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

/** A position takes applications while it is open and not past its expiry. */
export const isPositionOpen = (p: Pick<PositionSummary, 'status' | 'expiresAt'>, now = new Date()) =>
  p.status === 'open' && (!p.expiresAt || p.expiresAt > now);

/** Active until the status is final or the position stops taking applications. */
export const isActive = (
  status: ApplicationStatus,
  position: PositionSummary | undefined,
  now = new Date(),
) => !finalApplicationStatuses.includes(status) && !!position && isPositionOpen(position, now);

export function toApplication(
  row: ApplicationRow,
  position: PositionSummary | undefined,
  events: ApplicationEventRow[],
  now = new Date(),
): Application {
  return {
    id: row.id,
    status: row.status,
    active: isActive(row.status, position, now),
    position: {
      id: row.positionId,
      title: position?.title ?? '',
      location: position?.location ?? '',
      status: position && isPositionOpen(position, now) ? 'open' : 'closed',
    },
    applied_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.createdAt.toISOString() })),
  };
}
