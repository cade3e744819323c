import { type FormsListTabId, formsListResponseSchema } from '@opencareers/contracts/form-assignments';
import { formAssignmentPaths } from '@opencareers/contracts/form-assignments-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** GET /api/pcsx/forms_list (spec shell §7): one tab's assigned forms plus the tab list. */
export const formsListKey = ['forms-list'] as const;

export const useFormsList = (tabId: FormsListTabId) =>
  useQuery({
    queryKey: [...formsListKey, tabId],
    queryFn: () =>
      apiRequest(formAssignmentPaths.list, {
        query: { tab_id: tabId, include_tab_list: 'true' },
        schema: formsListResponseSchema,
      }),
    select: (r) => r.data,
    // Switching tabs keeps the tab counts on screen while the other list loads.
    placeholderData: keepPreviousData,
    // The page shows this call's failure itself (error panel, retry).
    meta: { handlesErrors: true },
  });
