/** The admin directory's look-up paths, written once (zod-free). */
export const adminDirectoryPaths = {
  candidates: '/api/admin/candidates',
  positions: '/api/admin/positions',
} as const;
