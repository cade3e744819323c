import { apiPath } from '@opencareers/contracts/api-path';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { applicationDraftResponseSchema } from '@opencareers/contracts/drafts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

const path = (positionId: string) => apiPath(applicationPaths.draft, { position_id: positionId });
export const applicationDraftKey = (positionId: string) => ['application-draft', positionId] as const;

/** My autosaved answers for this position (read once: the form holds them after that). */
export const useApplicationDraft = (positionId: string, enabled: boolean) =>
  useQuery({
    queryKey: applicationDraftKey(positionId),
    queryFn: () => apiRequest(path(positionId), { schema: applicationDraftResponseSchema }),
    select: (r) => r.data.draft,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    // A draft that cannot be read leaves an empty form, not an error page.
    meta: { handlesErrors: true },
  });

export const saveApplicationDraft = (
  positionId: string,
  values: Record<string, unknown>,
  formVersion: number,
) =>
  apiRequest(path(positionId), {
    method: 'PUT',
    json: { values, form_version: formVersion },
    schema: applicationDraftResponseSchema,
  });
