/**
 * The offers API's paths, written once: the server registers these patterns and the web fills
 * them with `apiPath` (api-path.ts).
 */
export const offerPaths = {
  candidateList: '/api/offer/offers',
  candidateOne: '/api/offer/:id',
  accept: '/api/offer/offers/:id/accept',
  decline: '/api/offer/offers/:id/decline',
  acceptDocument: '/api/offer/offers/:id/:documentId/accept',
  esignStatus: '/api/offer/offers/:id/:documentId/esign_status',
  candidateDocumentFile: '/api/offer/offers/:id/documents/:documentId/file',
  adminList: '/api/admin/offers',
  adminOne: '/api/admin/offers/:id',
  adminDocuments: '/api/admin/offers/:id/documents',
  adminExtend: '/api/admin/offers/:id/extend',
  adminCancel: '/api/admin/offers/:id/cancel',
  adminTerms: '/api/admin/offers/:id/terms',
  adminApprove: '/api/admin/offers/:id/documents/:documentId/approve',
  adminReturn: '/api/admin/offers/:id/documents/:documentId/return',
  adminCountersign: '/api/admin/offers/:id/documents/:documentId/countersign',
  adminDocumentFile: '/api/admin/offers/:id/documents/:documentId/file',
  adminDocumentOriginal: '/api/admin/offers/:id/documents/:documentId/original',
  adminDocumentUploaded: '/api/admin/offers/:id/documents/:documentId/uploaded',
  /** The e-signature widget's page and script (esign-page.ts), shown in a frame. */
  esignPage: '/api/offer/esign',
  esignScript: '/api/offer/esign.js',
  nextSteps: '/api/admin/next-steps',
  signingKey: '/api/admin/signing-key',
  rotateSigningKey: '/api/admin/signing-key/rotate',
  letterTemplate: '/api/admin/letter-template',
  letterTemplatePreview: '/api/admin/letter-template/preview',
} as const;
