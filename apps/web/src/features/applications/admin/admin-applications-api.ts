import { apiPath } from '@opencareers/contracts/api-path';
import {
  type ApplicationStatus,
  adminApplicationResponseSchema,
  adminApplicationsResponseSchema,
  applicationFormSettingResponseSchema,
  bulkStatusResponseSchema,
  changeStatusResponseSchema,
} from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
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
      apiRequest(applicationPaths.adminList, {
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
      apiRequest(apiPath(applicationPaths.adminOne, { id }), {
        schema: adminApplicationResponseSchema,
      }),
    select: (r) => r.data.application,
    retry: false,
  });

export const useApplicationFormId = () =>
  useQuery({
    queryKey: [...key, 'form'],
    queryFn: () => apiRequest(applicationPaths.adminForm, { schema: applicationFormSettingResponseSchema }),
    select: (r) => r.data.form_id,
    staleTime: 5 * 60_000,
  });

/** Every application of one job, for its board (the server caps a page at 500). */
export const boardPageSize = 500;
export const useJobApplications = (positionId: string) =>
  useQuery({
    queryKey: [...key, 'board', positionId],
    queryFn: () =>
      apiRequest(applicationPaths.adminList, {
        query: { position_id: positionId, page: 1, page_size: boardPageSize },
        schema: adminApplicationsResponseSchema,
      }),
    select: (r) => r.data,
  });

export const useBulkStatus = () =>
  useRefreshingMutation(
    key,
    (body: { items: { id: string; version: number }[]; status: ApplicationStatus; note?: string }) =>
      apiRequest(applicationPaths.adminBulkStatus, {
        method: 'POST',
        json: body,
        schema: bulkStatusResponseSchema,
      }),
  );

export const useAddNote = (id: string) =>
  useRefreshingMutation(key, (body: { body: string }) =>
    apiRequest(apiPath(applicationPaths.adminNotes, { id }), {
      method: 'POST',
      json: body,
      schema: adminApplicationResponseSchema,
    }),
  );

export const useAssignApplicationForm = (id: string) =>
  useRefreshingMutation(
    key,
    (body: { form_id: string; due_at?: string | null; message?: string; version?: number }) =>
      apiRequest(apiPath(applicationPaths.adminForms, { id }), {
        method: 'POST',
        json: body,
        schema: assignFormResponseSchema,
      }),
  );

export const useChangeStatus = (id: string) =>
  useRefreshingMutation(key, (body: { status: ApplicationStatus; note?: string; version?: number }) =>
    apiRequest(apiPath(applicationPaths.adminStatus, { id }), {
      method: 'POST',
      json: body,
      schema: changeStatusResponseSchema,
    }),
  );
