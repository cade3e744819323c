import {
  type ApplicationStatus,
  adminApplicationResponseSchema,
  adminApplicationsResponseSchema,
  applicationFormSettingResponseSchema,
  changeStatusResponseSchema,
} from '@opencareers/contracts/applications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-applications'] as const;

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

export const useAdminApplication = (id: string) =>
  useQuery({
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

export const useChangeStatus = (id: string) =>
  useRefreshingMutation(key, (body: { status: ApplicationStatus; note?: string }) =>
    apiRequest(`/api/admin/applications/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      json: body,
      schema: changeStatusResponseSchema,
    }),
  );
