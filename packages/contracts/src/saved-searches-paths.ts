/** The saved searches API's paths, written once (zod-free; fill them with `apiPath`). */
export const savedSearchPaths = {
  list: '/api/pcsx/saved_searches',
  one: '/api/pcsx/saved_searches/:id',
} as const;
