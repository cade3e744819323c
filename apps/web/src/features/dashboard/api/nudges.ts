import { apiPath } from '@opencareers/contracts/api-path';
import { dashboardPaths, type NudgesResponse, nudgesResponseSchema } from '@opencareers/contracts/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';

export const dashboardNudgesKey = ['dashboard', 'nudges'] as const;

/** GET /api/pcsx/dashboard/nudges (spec shell §7): the candidate's nudges not dismissed. */
export const useDashboardNudges = () =>
  useQuery({
    queryKey: dashboardNudgesKey,
    queryFn: ({ signal }) =>
      apiRequest(dashboardPaths.nudges, { schema: nudgesResponseSchema, signal }).then((r) => r.data.nudges),
    // Nudges are extras: a failure leaves them out rather than putting an error on the dashboard.
    meta: { handlesErrors: true },
  });

/** Dismisses a nudge for good: it leaves at once and comes back only if the call fails. */
export function useDismissNudge() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(dashboardPaths.dismissNudge, { id }), { method: 'POST', json: {} }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: dashboardNudgesKey });
      const before = client.getQueryData<NudgesResponse['data']['nudges']>(dashboardNudgesKey);
      client.setQueryData<NudgesResponse['data']['nudges']>(dashboardNudgesKey, (old) =>
        old?.filter((n) => n.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(dashboardNudgesKey, context.before);
      showErrorToast(t('dashboard.nudges.dismissFailed'));
    },
    // The server may have a next nudge of the same kind to show now.
    onSettled: () => client.invalidateQueries({ queryKey: dashboardNudgesKey }),
    meta: { handlesErrors: true },
  });
}
