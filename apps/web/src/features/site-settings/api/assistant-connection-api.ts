import { assistantPaths } from '@opencareers/contracts/assistant';
import {
  type AssistantConnectionBody,
  type AssistantConnectionTestBody,
  assistantConnectionResponseSchema,
  assistantConnectionTestResponseSchema,
} from '@opencareers/contracts/assistant-connection';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-assistant-connection'] as const;

/** The assistant's language-model connection; the key itself never comes back, only `key_set`. */
export const useAssistantConnection = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest(assistantPaths.adminSettings, { schema: assistantConnectionResponseSchema }),
    select: (r) => r.data,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  });

export const useSaveAssistantConnection = () =>
  useRefreshingMutation(key, (body: AssistantConnectionBody) =>
    apiRequest(assistantPaths.adminSettings, {
      method: 'PUT',
      json: body,
      schema: assistantConnectionResponseSchema,
    }),
  );

export const useTestAssistantConnection = () =>
  useMutation({
    mutationFn: (body: AssistantConnectionTestBody) =>
      apiRequest(assistantPaths.adminSettingsTest, {
        method: 'POST',
        json: body,
        schema: assistantConnectionTestResponseSchema,
      }),
    meta: { handlesErrors: true },
  });
