import { dashboardApplicationsResponseSchema } from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const applicationsQueryKey = ['applications'] as const;

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationsQueryKey,
    queryFn: () => apiRequest(applicationPaths.dashboard, { schema: dashboardApplicationsResponseSchema }),
    select: (r) => r.data,
  });

export const useApplications = () => useQuery(applicationsQueryOptions());
