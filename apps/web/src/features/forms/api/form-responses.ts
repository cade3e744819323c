import { apiPath } from '@opencareers/contracts/api-path';
import { formResponsesResponseSchema } from '@opencareers/contracts/forms';
import { formPaths } from '@opencareers/contracts/forms-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { withQuery } from '../../../lib/api/query-string.ts';
import { forwardedParamsFrom } from '../../../lib/api/request-context.ts';

/** GET /api/admin/forms/:formId/responses (paged) and its CSV export. */
export const responsesPageSize = 20;

export const formResponsesKey = (formId: string) => ['admin-forms', formId, 'responses'] as const;

export const useFormResponses = (formId: string, page: number) =>
  useQuery({
    queryKey: [...formResponsesKey(formId), page],
    queryFn: () =>
      apiRequest(apiPath(formPaths.adminResponses, { formId }), {
        query: { limit: responsesPageSize, offset: page * responsesPageSize },
        schema: formResponsesResponseSchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    retry: false,
    // The page shows this call's failure itself (error panel, retry).
    meta: { handlesErrors: true },
  });

/** A plain link downloads the CSV (the session cookie goes with it), on the page's tenant. */
export const responsesCsvHref = (formId: string, pageSearch: string) =>
  withQuery(apiPath(formPaths.adminResponsesExport, { formId }), forwardedParamsFrom(pageSearch));

/** An upload of a response, through the forms module's download route. */
export const responseFileHref = (submissionId: string, fileId: string, pageSearch: string) =>
  withQuery(apiPath(formPaths.submissionFile, { submissionId, fileId }), forwardedParamsFrom(pageSearch));
