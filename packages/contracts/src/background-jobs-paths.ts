/** The background jobs' admin path, written once (zod-free). */
export const backgroundJobPaths = {
  list: '/api/admin/background-jobs',
  /** Asks for a run of one job now, besides its schedule. */
  run: '/api/admin/background-jobs/:name/run',
} as const;
