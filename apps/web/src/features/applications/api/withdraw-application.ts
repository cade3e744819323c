import { applicationResponseSchema } from '@opencareers/contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { applicationsQueryKey } from './get-applications.ts';

export const withdrawApplication = (id: string) =>
  apiRequest(`/api/pcsx/applications/${encodeURIComponent(id)}/withdraw`, {
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
