/** The admin analytics paths, written once (zod-free). */
export const adminAnalyticsPaths = {
  analytics: '/api/admin/analytics',
  export: '/api/admin/analytics/export',
} as const;
