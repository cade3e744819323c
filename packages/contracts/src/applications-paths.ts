/** The applications API's paths, candidate and admin, written once (zod-free; fill them with `apiPath`). */
export const applicationPaths = {
  applyForm: '/api/pcsx/apply_form',
  submit: '/api/pcsx/applications',
  dashboard: '/api/pcsx/dashboard/applications',
  withdraw: '/api/pcsx/applications/:id/withdraw',
  draft: '/api/pcsx/draft_applications/:position_id',
  adminList: '/api/admin/applications',
  adminForm: '/api/admin/applications/form',
  adminOne: '/api/admin/applications/:id',
  adminStatus: '/api/admin/applications/:id/status',
  adminBulkStatus: '/api/admin/applications/bulk-status',
  adminNotes: '/api/admin/applications/:id/notes',
  adminForms: '/api/admin/applications/:id/forms',
} as const;
