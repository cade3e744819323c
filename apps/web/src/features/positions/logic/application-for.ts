import type { Application } from '@opencareers/contracts/applications';

/** The candidate's application to one position, active or not; undefined when none (or not loaded). */
export function applicationFor(
  data: { applications: Application[]; inactiveApplications: Application[] } | undefined,
  positionId: string,
): Application | undefined {
  if (!data) return undefined;
  return [...data.applications, ...data.inactiveApplications].find((a) => a.position.id === positionId);
}
