/** The form assignments API's paths, candidate and admin, written once (zod-free; fill them with `apiPath`). */
export const formAssignmentPaths = {
  list: '/api/pcsx/forms_list',
  one: '/api/pcsx/form_assignments/:id',
  draft: '/api/pcsx/form_assignments/:id/draft',
  submit: '/api/pcsx/form_assignments/:id/submit',
  adminList: '/api/admin/form-assignments',
  adminOne: '/api/admin/form-assignments/:id',
  adminCancel: '/api/admin/form-assignments/:id/cancel',
} as const;
