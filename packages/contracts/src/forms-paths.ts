/** The forms API's paths, admin and public, written once (zod-free; fill them with `apiPath`). */
export const formPaths = {
  adminList: '/api/admin/forms',
  adminOne: '/api/admin/forms/:formId',
  adminResponses: '/api/admin/forms/:formId/responses',
  adminResponsesExport: '/api/admin/forms/:formId/responses/export',
  previewValidate: '/api/admin/forms/preview-validate',
  publicForm: '/api/forms/:formId',
  submissions: '/api/forms/:formId/submissions',
  submissionFile: '/api/forms/submissions/:submissionId/files/:fileId',
} as const;
