import { apiPath } from '@opencareers/contracts/api-path';
import { formListResponseSchema, formResponseSchema, type SaveFormBody } from '@opencareers/contracts/forms';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

/** GET/POST /api/admin/forms and GET/PUT /api/admin/forms/:formId: stored form definitions. */
const key = ['admin-forms'] as const;

export const useAdminForms = () =>
  useQuery(
    queryOptions({
      queryKey: key,
      queryFn: () => apiRequest(formPaths.adminList, { schema: formListResponseSchema }),
      select: (r) => r.data.forms,
    }),
  );

export const useAdminForm = (id: string) =>
  useQuery({
    queryKey: [...key, id],
    queryFn: () => apiRequest(apiPath(formPaths.adminOne, { formId: id }), { schema: formResponseSchema }),
    select: (r) => r.data.form,
    retry: false,
    // The editor holds a draft; a refetch on focus must not look like someone else's save.
    refetchOnWindowFocus: false,
  });

type FormResponse = z.infer<typeof formResponseSchema>;

const useFormsMutation = <V>(fn: (v: V) => Promise<FormResponse>) => useRefreshingMutation(key, fn);

export const useCreateForm = () =>
  useFormsMutation((body: SaveFormBody) =>
    apiRequest(formPaths.adminList, { method: 'POST', json: body, schema: formResponseSchema }),
  );

export const useSaveForm = (id: string) =>
  useFormsMutation((body: SaveFormBody) =>
    apiRequest(apiPath(formPaths.adminOne, { formId: id }), {
      method: 'PUT',
      json: body,
      schema: formResponseSchema,
    }),
  );
