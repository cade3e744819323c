/** The interviews API's paths, candidate and admin, written once (zod-free; fill them with `apiPath`). */
export const interviewPaths = {
  dashboard: '/api/pcsx/dashboard/interviews',
  calendar: '/api/pcsx/interviews/:id/calendar.ics',
  adminList: '/api/admin/interviews',
  adminOne: '/api/admin/interviews/:id',
  adminCancel: '/api/admin/interviews/:id/cancel',
} as const;
