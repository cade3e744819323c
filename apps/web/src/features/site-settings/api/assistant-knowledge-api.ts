import {
  type AssistantKnowledgeBody,
  assistantKnowledgeDeleteResponseSchema,
  assistantKnowledgeEntryResponseSchema,
  assistantKnowledgeListResponseSchema,
  assistantPaths,
} from '@opencareers/contracts/assistant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-assistant-knowledge'] as const;
const entryPath = (id: string) => assistantPaths.adminKnowledgeEntry.replace(':id', encodeURIComponent(id));

export const useKnowledge = () =>
  useQuery({
    queryKey: key,
    queryFn: () =>
      apiRequest(assistantPaths.adminKnowledge, { schema: assistantKnowledgeListResponseSchema }),
    select: (r) => r.data,
    refetchOnWindowFocus: false,
    meta: { handlesErrors: true },
  });

export const useSaveKnowledgeEntry = () =>
  useRefreshingMutation(key, ({ id, body }: { id: string | null; body: AssistantKnowledgeBody }) =>
    apiRequest(id ? entryPath(id) : assistantPaths.adminKnowledge, {
      method: id ? 'PUT' : 'POST',
      json: body,
      schema: assistantKnowledgeEntryResponseSchema,
    }),
  );

export const useDeleteKnowledgeEntry = () =>
  useRefreshingMutation(key, (id: string) =>
    apiRequest(entryPath(id), { method: 'DELETE', schema: assistantKnowledgeDeleteResponseSchema }),
  );
