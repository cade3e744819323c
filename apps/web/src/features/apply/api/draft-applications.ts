import type { DraftApplication } from '@opencareers/contracts/drafts';
import {
  deleteDraftApplicationsResponseSchema,
  draftApplicationsResponseSchema,
} from '@opencareers/contracts/drafts';
import { draftPaths } from '@opencareers/contracts/drafts-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { applicationDraftKey } from './application-draft.ts';

export const draftApplicationsKey = ['draft-applications'] as const;
type Data = { data: { draft_applications: DraftApplication[] } };

export const useDraftApplications = () =>
  useQuery({
    queryKey: draftApplicationsKey,
    queryFn: () => apiRequest(draftPaths.list, { schema: draftApplicationsResponseSchema }),
    select: (r) => r.data.draft_applications,
  });

/**
 * Spec search §4: the draft leaves the list at once; if the delete call fails it is put back,
 * with 'Failed to delete draft application' (and 'Deleted draft application' when it worked).
 */
export function useDeleteDraftApplication() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (positionId: string) =>
      apiRequest(draftPaths.list, {
        method: 'DELETE',
        json: { position_ids: [positionId] },
        schema: deleteDraftApplicationsResponseSchema,
      }),
    onMutate: async (positionId) => {
      await client.cancelQueries({ queryKey: draftApplicationsKey });
      const before = client.getQueryData<Data>(draftApplicationsKey);
      client.setQueryData<Data>(draftApplicationsKey, (old) =>
        old
          ? {
              data: {
                draft_applications: old.data.draft_applications.filter((d) => d.position_id !== positionId),
              },
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(draftApplicationsKey, context.before);
      showErrorToast(t('dashboard.drafts.deleteFailed'));
    },
    onSuccess: (_r, positionId) => {
      showSuccessToast(t('dashboard.drafts.deleted'));
      client.removeQueries({ queryKey: applicationDraftKey(positionId) });
    },
    meta: { handlesErrors: true },
  });
}
