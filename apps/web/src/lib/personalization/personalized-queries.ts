import type { QueryClient } from '@tanstack/react-query';

/**
 * Query roots whose answers depend on the candidate's profile: search results (match badges
 * and the "Best match" order), a job's match details, the dashboard's recommendations and
 * the apply form's prefill. Their owners build their keys from these roots.
 */
export const personalizedQueryRoots = {
  search: 'search',
  matchDetails: 'match-details',
  recommendations: 'recommendations',
  applyPrefill: 'apply-prefill',
} as const;

/**
 * Roots of answers that show profile-derived parts but are not refetched on every profile edit:
 * a confirmed résumé upload reloads them too (`refreshAfterResumeUpload`). Their owners build
 * their keys from these roots.
 */
export const resumeDependentQueryRoots = {
  mapMarkers: 'map-markers',
  positionDetails: 'position-details',
  positionInsights: 'position-insights',
} as const;

/**
 * Call after any change to the profile (an edit, a confirmed résumé upload, an avatar): every
 * personalized answer is marked stale and the ones on screen refetch at once, so new scores
 * show without a reload. The server keeps no score cache across profile changes.
 */
export function invalidatePersonalizedQueries(client: QueryClient): Promise<void> {
  return Promise.all(
    Object.values(personalizedQueryRoots).map((root) => client.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
