import { candidateInterviewsResponseSchema } from '@opencareers/contracts/interviews';
import { interviewPaths } from '@opencareers/contracts/interviews-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const interviewsQueryKey = ['interviews'] as const;

/** GET /api/pcsx/dashboard/interviews "reads interviews" (spec shell §7). */
export const getInterviews = () =>
  apiRequest(interviewPaths.dashboard, { schema: candidateInterviewsResponseSchema });

export const interviewsQueryOptions = () =>
  queryOptions({ queryKey: interviewsQueryKey, queryFn: getInterviews, select: (r) => r.data.interviews });

export const useInterviews = () => useQuery(interviewsQueryOptions());
