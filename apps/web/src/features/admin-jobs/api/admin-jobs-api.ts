import {
  adminJobResponseSchema,
  adminJobsResponseSchema,
  type CreateJobBody,
  type JobAction,
  placesResponseSchema,
  skillsResponseSchema,
  type UpdateJobBody,
} from '@opencareers/contracts/admin-jobs';
import { adminJobPaths } from '@opencareers/contracts/admin-jobs-paths';
import { apiPath } from '@opencareers/contracts/api-path';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

/** Every admin-jobs query starts with this root (an import run invalidates it). */
export const adminJobKeys = { all: ['admin-jobs'] as const };
const key = adminJobKeys.all;

export interface JobsListQuery {
  q: string;
  status: string | null;
  department: string | null;
  closing: boolean;
  page: number;
}

/** GET /api/admin/jobs: one page of the jobs list, searched and filtered on the server. */
export const useAdminJobs = (q: JobsListQuery) =>
  useQuery({
    queryKey: [...key, 'list', q],
    queryFn: () =>
      apiRequest(adminJobPaths.list, {
        query: {
          q: q.q,
          page: String(q.page),
          ...(q.status ? { status: q.status } : {}),
          ...(q.department ? { department: q.department } : {}),
          ...(q.closing ? { closing: 'soon' } : {}),
        },
        schema: adminJobsResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useAdminJob = (id: string) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => apiRequest(apiPath(adminJobPaths.one, { id }), { schema: adminJobResponseSchema }),
    select: (r) => r.data.job,
    retry: false,
    // The editor holds the admin's edits; a background refetch must not replace them.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const fetchAdminJob = (id: string) =>
  apiRequest(apiPath(adminJobPaths.one, { id }), { schema: adminJobResponseSchema }).then((r) => r.data.job);

export const useCreateJob = () =>
  useRefreshingMutation(key, (body: CreateJobBody) =>
    apiRequest(adminJobPaths.list, { method: 'POST', json: body, schema: adminJobResponseSchema }).then(
      (r) => r.data.job,
    ),
  );

export const useUpdateJob = (id: string) =>
  useRefreshingMutation(key, (body: UpdateJobBody) =>
    apiRequest(apiPath(adminJobPaths.one, { id }), {
      method: 'PUT',
      json: body,
      schema: adminJobResponseSchema,
    }).then((r) => r.data.job),
  );

export const useJobAction = (id: string) =>
  useRefreshingMutation(key, ({ action, version }: { action: JobAction; version: number }) =>
    apiRequest(apiPath(adminJobPaths.action, { id, action }), {
      method: 'POST',
      json: { version },
      schema: adminJobResponseSchema,
    }).then((r) => r.data.job),
  );

export const useDuplicateJob = (id: string) =>
  useRefreshingMutation(key, () =>
    apiRequest(apiPath(adminJobPaths.duplicate, { id }), {
      method: 'POST',
      schema: adminJobResponseSchema,
    }).then((r) => r.data.job),
  );

/** Places from the server's gazetteer for the place picker. */
export const usePlaces = (q: string) =>
  useQuery({
    queryKey: [...key, 'places', q],
    queryFn: () => apiRequest(adminJobPaths.places, { query: { q }, schema: placesResponseSchema }),
    select: (r) => r.data.places,
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Skills of the taxonomy for the skills picker. */
export const useSkillSuggestions = (q: string) =>
  useQuery({
    queryKey: [...key, 'skills', q],
    queryFn: () => apiRequest(adminJobPaths.skills, { query: { q }, schema: skillsResponseSchema }),
    select: (r) => r.data.skills,
    enabled: q.trim().length >= 1,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
