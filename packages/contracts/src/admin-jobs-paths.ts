/** The admin jobs API's paths, written once (zod-free; fill them with `apiPath`). */
export const adminJobPaths = {
  list: '/api/admin/jobs',
  places: '/api/admin/jobs/places',
  skills: '/api/admin/jobs/skills',
  one: '/api/admin/jobs/:id',
  duplicate: '/api/admin/jobs/:id/duplicate',
  /** publish, close, reopen…: the action is the last segment. */
  action: '/api/admin/jobs/:id/:action',
} as const;
