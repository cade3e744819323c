import { apiPath } from '@opencareers/contracts/api-path';
import { applicationResponseSchema } from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { applicationsQueryKey } from './get-applications.ts';

export const withdrawApplication = (id: string) =>
  apiRequest(apiPath(applicationPaths.withdraw, { id }), {
    method: 'POST',
    schema: applicationResponseSchema,
  });

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
