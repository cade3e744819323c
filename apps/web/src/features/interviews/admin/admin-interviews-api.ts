import { apiPath } from '@opencareers/contracts/api-path';
import {
  type AdminInterviewListQuery,
  adminInterviewListResponseSchema,
  adminInterviewResponseSchema,
  type CreateInterviewBody,
  type UpdateInterviewBody,
} from '@opencareers/contracts/interviews';
import { interviewPaths } from '@opencareers/contracts/interviews-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-interviews'] as const;

export type InterviewFilter = Pick<AdminInterviewListQuery, 'when' | 'page'> & { q: string };

export const useAdminInterviews = (filter: InterviewFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest(interviewPaths.adminList, {
        query: { page: String(filter.page), when: filter.when, ...(filter.q ? { q: filter.q } : {}) },
        schema: adminInterviewListResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

const useAdminMutation = <V, R>(fn: (v: V) => Promise<R>) => useRefreshingMutation(key, fn);

export const useScheduleInterview = () =>
  useAdminMutation((body: CreateInterviewBody) =>
    apiRequest(interviewPaths.adminList, {
      method: 'POST',
      json: body,
      schema: adminInterviewResponseSchema,
    }),
  );

export const useUpdateInterview = () =>
  useAdminMutation(({ id, body }: { id: string; body: UpdateInterviewBody }) =>
    apiRequest(apiPath(interviewPaths.adminOne, { id }), {
      method: 'PUT',
      json: body,
      schema: adminInterviewResponseSchema,
    }),
  );

export const useCancelInterview = () =>
  useAdminMutation((id: string) =>
    apiRequest(apiPath(interviewPaths.adminCancel, { id }), {
      method: 'POST',
      schema: adminInterviewResponseSchema,
    }),
  );
