import {
  type ApplicationStatus,
  adminApplicationResponseSchema,
  adminApplicationsResponseSchema,
  applicationFormSettingResponseSchema,
  bulkStatusResponseSchema,
  changeStatusResponseSchema,
} from '@opencareers/contracts/applications';
import { assignFormResponseSchema } from '@opencareers/contracts/form-assignments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

/** Every admin-applications query starts with this root. */
export const adminApplicationKeys = {
  all: ['admin-applications'] as const,
  resume: (url: string) => [...adminApplicationKeys.all, 'resume', url] as const,
};
const key = adminApplicationKeys.all;

export interface AdminApplicationsFilter {
  status: ApplicationStatus | null;
  positionId: string | null;
  page: number;
}

export const adminPageSize = 20;

export const useAdminApplications = (filter: AdminApplicationsFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest('/api/admin/applications', {
        query: {
          page: filter.page,
          page_size: adminPageSize,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.positionId ? { position_id: filter.positionId } : {}),
        },
        schema: adminApplicationsResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });

export const useAdminApplication = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({
    enabled: options.enabled ?? true,
    queryKey: [...key, 'one', id],
    queryFn: () =>
      apiRequest(`/api/admin/applications/${encodeURIComponent(id)}`, {
        schema: adminApplicationResponseSchema,
      }),
    select: (r) => r.data.application,
    retry: false,
  });

export const useApplicationFormId = () =>
  useQuery({
    queryKey: [...key, 'form'],
    queryFn: () =>
      apiRequest('/api/admin/applications/form', { schema: applicationFormSettingResponseSchema }),
    select: (r) => r.data.form_id,
    staleTime: 5 * 60_000,
  });

/** Every application of one job, for its board (the server caps a page at 500). */
export const boardPageSize = 500;
export const useJobApplications = (positionId: string) =>
  useQuery({
    queryKey: [...key, 'board', positionId],
    queryFn: () =>
      apiRequest('/api/admin/applications', {
        query: { position_id: positionId, page: 1, page_size: boardPageSize },
        schema: adminApplicationsResponseSchema,
      }),
    select: (r) => r.data,
  });

export const useBulkStatus = () =>
  useRefreshingMutation(
    key,
    (body: { items: { id: string; version: number }[]; status: ApplicationStatus; note?: string }) =>
      apiRequest('/api/admin/applications/bulk-status', {
        method: 'POST',
        json: body,
        schema: bulkStatusResponseSchema,
      }),
  );

export const useAddNote = (id: string) =>
  useRefreshingMutation(key, (body: { body: string }) =>
    apiRequest(`/api/admin/applications/${encodeURIComponent(id)}/notes`, {
      method: 'POST',
      json: body,
      schema: adminApplicationResponseSchema,
    }),
  );

export const useAssignApplicationForm = (id: string) =>
  useRefreshingMutation(
    key,
    (body: { form_id: string; due_at?: string | null; message?: string; version?: number }) =>
      apiRequest(`/api/admin/applications/${encodeURIComponent(id)}/forms`, {
        method: 'POST',
        json: body,
        schema: assignFormResponseSchema,
      }),
  );

export const useChangeStatus = (id: string) =>
  useRefreshingMutation(key, (body: { status: ApplicationStatus; note?: string; version?: number }) =>
    apiRequest(`/api/admin/applications/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      json: body,
      schema: changeStatusResponseSchema,
    }),
  );
