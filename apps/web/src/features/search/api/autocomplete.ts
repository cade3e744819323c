import type { AutocompleteSuggestion } from '@opencareers/contracts/autocomplete';
import { autocompleteCacheMs } from '@opencareers/contracts/search-constants';
import { searchPaths } from '@opencareers/contracts/search-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

export type AutocompleteKind = 'query' | 'location';

export const fetchAutocomplete = (
  type: AutocompleteKind,
  term: string,
  signal?: AbortSignal,
): Promise<AutocompleteSuggestion[]> =>
  apiRequest(searchPaths.autocomplete, {
    query: { type, term },
    schema: () => import('@opencareers/contracts/autocomplete').then((m) => m.autocompleteResponseSchema),
    signal,
  }).then((r) => r.data.results);

/** search §9: autocomplete answers stay fresh for two minutes. */
export const autocompleteQueryOptions = (type: AutocompleteKind, term: string) =>
  queryOptions({
    queryKey: ['autocomplete', type, term.toLowerCase()] as const,
    queryFn: ({ signal }) => fetchAutocomplete(type, term, signal),
    staleTime: autocompleteCacheMs,
    gcTime: autocompleteCacheMs,
    retry: false,
    meta: { handlesErrors: true },
  });

/**
 * Suggestions for an already debounced term; search §5: only when the trimmed text has at
 * least the configured minimum length.
 */
export function useAutocomplete(type: AutocompleteKind, term: string, minLength: number) {
  const trimmed = term.trim();
  return useQuery({ ...autocompleteQueryOptions(type, trimmed), enabled: trimmed.length >= minLength });
}
