import { assistantConfigResponseSchema, assistantPaths } from '@opencareers/contracts/assistant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const assistantConfigQueryKey = ['assistant-config'] as const;

/** GET /api/pcsx/assistant/config: the greeting, suggested prompts and contact. */
export const useAssistantConfig = () =>
  useQuery({
    queryKey: assistantConfigQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(assistantPaths.config, { schema: assistantConfigResponseSchema, signal }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
