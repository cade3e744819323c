import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';

/**
 * GET /api/pcsx/autocomplete: suggestions for the query box (titles and skills) or the
 * location box (cities, countries and 'remote'). Text shorter than the configured minimum
 * (searchConfig.autocompleteMinLength, default 1) after trimming gets no suggestions.
 */
export const autocompleteQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  term: z.string().max(100),
  type: z.enum(['query', 'location']).default('query'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const autocompleteSuggestionSchema = z.object({
  label: z.string(),
  value: z.string(),
  kind: z.enum(['title', 'skill', 'city', 'country', 'remote']),
  /** Open positions behind the suggestion. */
  count: z.number().int(),
});
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

export const autocompleteResponseSchema = dataEnvelope(
  z.object({ term: z.string(), results: z.array(autocompleteSuggestionSchema) }),
);
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
