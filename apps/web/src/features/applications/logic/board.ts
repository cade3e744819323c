import {
  type AdminApplicationSummary,
  type ApplicationStatus,
  adminSettableStatuses,
  applicationStatuses,
} from '@opencareers/contracts/applications';

/** The board's columns, in pipeline order; every status has one, so no card is ever hidden. */
export const boardColumns: readonly ApplicationStatus[] = applicationStatuses;

export function byColumn(
  apps: readonly AdminApplicationSummary[],
): Map<ApplicationStatus, AdminApplicationSummary[]> {
  const out = new Map<ApplicationStatus, AdminApplicationSummary[]>(boardColumns.map((s) => [s, []]));
  for (const a of apps) out.get(a.status)?.push(a);
  return out;
}

/** Where a card may go: any status an admin sets, except the one it has; a withdrawn card stays. */
export const moveTargets = (from: ApplicationStatus): ApplicationStatus[] =>
  from === 'withdrawn' ? [] : adminSettableStatuses.filter((s) => s !== from);

/** What a (bulk) move sends: the chosen cards that can move, each with the version the admin saw. */
export function moveItems(
  apps: readonly AdminApplicationSummary[],
  ids: ReadonlySet<string>,
  to: ApplicationStatus,
): { id: string; version: number }[] {
  return apps
    .filter((a) => ids.has(a.id) && a.status !== to && a.status !== 'withdrawn')
    .map((a) => ({ id: a.id, version: a.version }));
}
