import {
  type AdminInterviewListQuery,
  adminInterviewListResponseSchema,
  adminInterviewResponseSchema,
  type CreateInterviewBody,
  interviewPositionsResponseSchema,
  type UpdateInterviewBody,
} from '@opencareers/contracts/interviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

const key = ['admin-interviews'] as const;

export type InterviewFilter = Pick<AdminInterviewListQuery, 'when' | 'page'> & { q: string };

export const useAdminInterviews = (filter: InterviewFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest('/api/admin/interviews', {
        query: { page: String(filter.page), when: filter.when, ...(filter.q ? { q: filter.q } : {}) },
        schema: adminInterviewListResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

/** Open positions whose title contains the text typed in the picker. */
export const useInterviewPositions = (q: string) =>
  useQuery({
    queryKey: [...key, 'positions', q],
    queryFn: () =>
      apiRequest('/api/admin/interviews/positions', {
        query: { q },
        schema: interviewPositionsResponseSchema,
      }),
    select: (r) => r.data.positions,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    meta: { handlesErrors: true },
  });
}

export const useScheduleInterview = () =>
  useAdminMutation((body: CreateInterviewBody) =>
    apiRequest('/api/admin/interviews', { method: 'POST', json: body, schema: adminInterviewResponseSchema }),
  );

export const useUpdateInterview = () =>
  useAdminMutation(({ id, body }: { id: string; body: UpdateInterviewBody }) =>
    apiRequest(`/api/admin/interviews/${encodeURIComponent(id)}`, {
      method: 'PUT',
      json: body,
      schema: adminInterviewResponseSchema,
    }),
  );

export const useCancelInterview = () =>
  useAdminMutation((id: string) =>
    apiRequest(`/api/admin/interviews/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      schema: adminInterviewResponseSchema,
    }),
  );
