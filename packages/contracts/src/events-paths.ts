/** The events API's paths, candidate and admin, written once (zod-free; fill them with `apiPath`). */
export const eventPaths = {
  dashboard: '/api/pcsx/dashboard/events',
  one: '/api/pcsx/events/:id',
  registration: '/api/pcsx/events/:id/registration',
  calendar: '/api/pcsx/events/:id/calendar.ics',
  forPosition: '/api/pcsx/positions/:pid/events',
  adminList: '/api/admin/events',
  adminOne: '/api/admin/events/:id',
  adminCancel: '/api/admin/events/:id/cancel',
} as const;
