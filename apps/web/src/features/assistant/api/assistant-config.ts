import { assistantConfigResponseSchema, assistantPaths } from '@opencareers/contracts/assistant';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api/api-client.ts';

export const assistantConfigQueryKey = ['assistant-config'] as const;

/**
 * GET /api/pcsx/assistant/config: the greeting, suggested prompts and contact, written in the
 * language on screen (sent as `hl`), so asked again when the reader switches language.
 */
export const useAssistantConfig = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...assistantConfigQueryKey, i18n.language],
    queryFn: ({ signal }) =>
      apiRequest(assistantPaths.config, { schema: assistantConfigResponseSchema, signal }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
};
