/** The search feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { fetchSearch } from './api/search-positions.ts';
export { emptySearchState } from './logic/search-url-state.ts';
