/** The search and autocomplete paths, written once (zod-free: the search page loads them first). */
export const searchPaths = {
  search: '/api/pcsx/search',
  autocomplete: '/api/pcsx/autocomplete',
} as const;
