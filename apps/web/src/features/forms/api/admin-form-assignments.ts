import { apiPath } from '@opencareers/contracts/api-path';
import {
  type AdminAssignmentStatus,
  type AssignFormBody,
  adminAssignmentDetailResponseSchema,
  adminAssignmentResponseSchema,
  adminAssignmentsResponseSchema,
  assignFormResponseSchema,
} from '@opencareers/contracts/form-assignments';
import { formAssignmentPaths } from '@opencareers/contracts/form-assignments-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

/** /api/admin/form-assignments: assign stored forms to candidates, follow and withdraw them. */
const key = ['admin-form-assignments'] as const;

export interface AssignmentFilter {
  status?: AdminAssignmentStatus;
  formId?: string;
  page: number;
}
export const assignmentsPageSize = 20;

export const useAdminAssignments = (filter: AssignmentFilter) =>
  useQuery({
    queryKey: [...key, 'list', filter],
    queryFn: () =>
      apiRequest(formAssignmentPaths.adminList, {
        query: {
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.formId ? { formId: filter.formId } : {}),
          limit: assignmentsPageSize,
          offset: filter.page * assignmentsPageSize,
        },
        schema: adminAssignmentsResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    // The page shows this call's failure itself (error panel, retry).
    meta: { handlesErrors: true },
  });

export const useAdminAssignment = (id: string | undefined) =>
  useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: () =>
      apiRequest(apiPath(formAssignmentPaths.adminOne, { id: id ?? '' }), {
        schema: adminAssignmentDetailResponseSchema,
      }),
    select: (r) => r.data,
    enabled: !!id,
    // The page shows this call's failure itself (error panel, retry).
    meta: { handlesErrors: true },
  });

export const useAssignForm = () =>
  useRefreshingMutation(key, (body: AssignFormBody) =>
    apiRequest(formAssignmentPaths.adminList, {
      method: 'POST',
      json: body,
      schema: assignFormResponseSchema,
    }),
  );

export const useCancelAssignment = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(apiPath(formAssignmentPaths.adminCancel, { id }), {
      method: 'POST',
      schema: adminAssignmentResponseSchema,
    }),
  );

/** A date input's day, due at its end in the admin's own time zone. */
export const endOfDayIso = (date: string) => new Date(`${date}T23:59:59`).toISOString();
