import { apiPath } from '@opencareers/contracts/api-path';
import {
  type FormAssignmentResponse,
  formAssignmentResponseSchema,
  saveDraftResponseSchema,
  submitAssignmentResponseSchema,
} from '@opencareers/contracts/form-assignments';
import { formAssignmentPaths } from '@opencareers/contracts/form-assignments-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { notificationKeys } from '../../notifications/index.ts';
import { formsListKey } from './forms-list.ts';

/** One assigned form (GET), save for later (PUT draft) and submit (POST submit). */
export const formAssignmentKey = (id: string) => ['form-assignment', id] as const;
const key = formAssignmentKey;

export const useFormAssignment = (id: string) =>
  useQuery({
    queryKey: key(id),
    queryFn: () =>
      apiRequest(apiPath(formAssignmentPaths.one, { id }), { schema: formAssignmentResponseSchema }),
    select: (r) => r.data,
    retry: false,
    // The page holds typed answers; a refetch on focus must not reset them.
    refetchOnWindowFocus: false,
    // The page shows this call's failure itself (error panel, retry).
    meta: { handlesErrors: true },
  });

export function useSaveDraft(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      apiRequest(apiPath(formAssignmentPaths.draft, { id }), {
        method: 'PUT',
        json: { values },
        schema: saveDraftResponseSchema,
      }),
    onSuccess: (r) => {
      // The status shown becomes "in progress"; the draft in the cache is left alone, since
      // the form holds the answers and a changed initial value would be written over them.
      client.setQueryData<FormAssignmentResponse>(key(id), (old) =>
        old ? { data: { ...old.data, assignment: r.data.assignment } } : old,
      );
      return client.invalidateQueries({ queryKey: formsListKey });
    },
    meta: { handlesErrors: true },
  });
}

export function useSubmitAssignment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { values: Record<string, unknown>; formVersion: number }) =>
      apiRequest(apiPath(formAssignmentPaths.submit, { id }), {
        method: 'POST',
        json: body,
        schema: submitAssignmentResponseSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: formsListKey }),
        client.invalidateQueries({ queryKey: key(id) }),
        // The bell's cards: this form's notification no longer asks for action.
        client.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
    },
    meta: { handlesErrors: true },
  });
}
