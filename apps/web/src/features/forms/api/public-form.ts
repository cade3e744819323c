import { apiPath } from '@opencareers/contracts/api-path';
import { formResponseSchema, submissionResponseSchema } from '@opencareers/contracts/forms';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** A form marked public: GET /api/forms/:formId and POST /api/forms/:formId/submissions (signed in). */
export const publicFormKey = (id: string) => ['public-form', id] as const;

export const usePublicForm = (id: string) =>
  useQuery({
    queryKey: publicFormKey(id),
    queryFn: () => apiRequest(apiPath(formPaths.publicForm, { formId: id }), { schema: formResponseSchema }),
    select: (r) => r.data.form,
    retry: false,
    // The page holds typed answers; a refetch on focus must not reset them.
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  });

export const useSubmitPublicForm = (id: string) =>
  useMutation({
    mutationFn: (body: { values: Record<string, unknown>; formVersion: number }) =>
      apiRequest(apiPath(formPaths.submissions, { formId: id }), {
        method: 'POST',
        json: body,
        schema: submissionResponseSchema,
      }),
    meta: { handlesErrors: true },
  });
