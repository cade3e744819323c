import { applicationResponseSchema } from '@opencareers/contracts/applications';
import { applicationPaths } from '@opencareers/contracts/applications-paths';
import type { Attribution } from '@opencareers/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { applicationsQueryKey } from '../../applications/index.ts';
import { draftApplicationsKey } from './draft-applications.ts';

export interface SubmitApplicationInput {
  positionId: string;
  formVersion: number;
  screeningKey: string;
  values: Record<string, unknown>;
  /** Where the visit came from (cleaned by attributionFrom); omitted when empty. */
  attribution: Attribution;
}

export const submitApplication = (input: SubmitApplicationInput) =>
  apiRequest(applicationPaths.submit, {
    method: 'POST',
    json: {
      position_id: input.positionId,
      values: input.values,
      form_version: input.formVersion,
      screening_key: input.screeningKey,
      ...(Object.keys(input.attribution).length ? { attribution: input.attribution } : {}),
    },
    schema: applicationResponseSchema,
  });

/** The page shows the outcome itself (field messages, already applied), so toasts stay quiet. */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationsQueryKey }),
        // The server removed this position's draft with the application.
        client.invalidateQueries({ queryKey: draftApplicationsKey }),
      ]),
    meta: { handlesErrors: true },
  });
}
