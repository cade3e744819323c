/** The background jobs' admin path, written once (zod-free). */
export const backgroundJobPaths = { list: '/api/admin/background-jobs' } as const;
