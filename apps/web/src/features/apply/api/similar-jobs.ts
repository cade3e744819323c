import type { PositionSummary } from '@opencareers/contracts/position';
import { useQuery } from '@tanstack/react-query';
import { useApplications } from '../../applications/index.ts';
import { emptySearchState, fetchSearch } from '../../search/index.ts';

/** How many similar jobs the "Application sent" view shows. */
export const similarJobsShown = 3;

/**
 * Open jobs like the one just applied to: the search API's results in the same department,
 * without that job or any other the candidate has applied to. The candidate's applications
 * are read first (the submission refreshed them) so nothing they applied to is suggested.
 */
export function useSimilarJobs(position: { id: string; department: string }) {
  const applications = useApplications();
  const applied = new Set(
    [...(applications.data?.applications ?? []), ...(applications.data?.inactiveApplications ?? [])].map(
      (a) => a.position.id,
    ),
  );
  applied.add(position.id);
  return useQuery({
    queryKey: ['apply', 'similar-jobs', position.id, position.department],
    queryFn: ({ signal }) =>
      fetchSearch({ ...emptySearchState, filters: { department: [position.department] } }, signal),
    enabled: !!position.department && !applications.isPending,
    select: (data): PositionSummary[] =>
      data.positions.filter((p) => !applied.has(p.id)).slice(0, similarJobsShown),
    meta: { handlesErrors: true },
  });
}
