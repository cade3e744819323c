/** The saved positions API's paths, written once (zod-free: a job page loads them first). */
export const savedPositionPaths = {
  saved: '/api/pcsx/positions/saved',
  save: '/api/pcsx/positions/save',
  unsave: '/api/pcsx/positions/unsave',
} as const;
