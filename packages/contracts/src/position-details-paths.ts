/** The job page's paths, written once (zod-free: a job page loads them first). */
export const positionDetailPaths = {
  details: '/api/pcsx/position_details',
  overrides: '/api/pcsx/overrides',
} as const;
