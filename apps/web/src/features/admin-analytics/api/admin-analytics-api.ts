import { analyticsResponseSchema } from '@opencareers/contracts/admin-analytics';
import { adminAnalyticsPaths } from '@opencareers/contracts/admin-analytics-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** GET /api/admin/analytics for a range of days. */
export const useAnalytics = (range: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['admin-analytics', range],
    queryFn: () =>
      apiRequest(adminAnalyticsPaths.analytics, { query: range, schema: analyticsResponseSchema }),
    select: (r) => r.data,
    enabled,
    placeholderData: keepPreviousData,
  });

/** The address of one table's CSV (a plain link: the browser downloads it with the session cookie). */
export const exportHref = (range: { from: string; to: string }, table: string) =>
  `${adminAnalyticsPaths.export}?${new URLSearchParams({ ...range, table })}`;
