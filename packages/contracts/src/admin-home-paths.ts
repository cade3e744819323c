/** The admin home's path, written once (zod-free). */
export const adminHomePaths = { home: '/api/admin/home' } as const;
