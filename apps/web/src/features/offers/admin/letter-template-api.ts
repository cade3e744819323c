import {
  letterPreviewResponseSchema,
  letterTemplateResponseSchema,
  type SaveLetterTemplateBody,
} from '@opencareers/contracts/letter-templates';
import { offerPaths } from '@opencareers/contracts/offers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-letter-template'] as const;

export const useLetterTemplate = () =>
  useQuery({
    queryKey: key,
    queryFn: () => apiRequest(offerPaths.letterTemplate, { schema: letterTemplateResponseSchema }),
    select: (r) => r.data,
    // The editor keeps its own text; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });

export const useSaveLetterTemplate = () =>
  useRefreshingMutation(key, (body: SaveLetterTemplateBody) =>
    apiRequest(offerPaths.letterTemplate, {
      method: 'PUT',
      json: body,
      schema: letterTemplateResponseSchema,
    }),
  );

/**
 * The draft drawn as a PDF by the server (the same code as real letters). The caller debounces
 * `body`; the last good preview stays on screen while the next one is drawn or when it fails.
 */
export const useLetterPreview = (body: string, offerId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'preview', body, offerId],
    queryFn: ({ signal }) =>
      apiRequest(offerPaths.letterTemplatePreview, {
        method: 'POST',
        json: { body, offer_id: offerId },
        schema: letterPreviewResponseSchema,
        signal,
      }),
    select: (r) => r.data.pdf_b64,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });
