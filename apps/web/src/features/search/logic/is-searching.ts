import type { SearchUrlState } from './search-url-state.ts';

/**
 * True once the visitor has searched: terms, a filter, a map area, a sort or a later page. The
 * welcome band then shrinks to a compact search bar so the results lead the page.
 */
export function isSearching(state: SearchUrlState): boolean {
  return (
    Boolean(state.query.trim() || state.location.trim()) ||
    Object.values(state.filters).some((values) => values.length > 0) ||
    state.bounds !== null ||
    state.sortBy !== null ||
    state.start > 0
  );
}
