import { z } from 'zod';

/** shell §3: stored offer statuses; Expired is derived on read, Draft is never shown to a candidate. */
export const offerStatusSchema = z.enum([
  'Draft',
  'Extended',
  'Accepted',
  'Declined',
  'Canceled',
  'Contract Extended',
  'Contract Accepted',
]);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** Statuses in which the candidate may still act on an offer. */
export const openOfferStatuses: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

export const documentStatusSchema = z.enum(['Pending', 'Signed', 'Unsigned', 'Read Only']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const signModeSchema = z.enum(['sign', 'esign', 'read_only']);
export const letterPresentationSchema = z.enum(['esign', 'sign_form', 'upload']);
export type LetterPresentation = z.infer<typeof letterPresentationSchema>;

/** shell §3 Offer document. */
export const offerDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: documentStatusSchema,
  signed: z.boolean(),
  /** Where the current file (signed if signed) downloads from; attachment only. */
  url: z.string(),
  /** The current file's bytes, base64; only in the one-offer answer. */
  b64_string: z.string().nullable(),
  s3_path: z.string(),
  document_type: z.enum(['offer_letter', 'document']),
  sign_mode: signModeSchema,
  /** The signing page to frame for an e-signature document (the client adds `hosted`). */
  esign_url: z.string().nullable(),
  updated_at: z.string(),
});
export type OfferDocument = z.infer<typeof offerDocumentSchema>;

/** shell §3 Offer. */
export const offerSchema = z.object({
  id: z.string(),
  enc_id: z.string(),
  status: offerStatusSchema,
  kind: z.enum(['job', 'contract']),
  letter_presentation: letterPresentationSchema,
  position: z.object({ id: z.string(), name: z.string() }),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  offer_documents: z.array(offerDocumentSchema),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerIdParamsSchema = z.object({ id: z.string().uuid() });
export const offerDocumentParamsSchema = z.object({ id: z.string().uuid(), documentId: z.string().uuid() });

export const offersListResponseSchema = z.object({ data: z.object({ offers: z.array(offerSchema) }) });
export const offerResponseSchema = z.object({ data: z.object({ offer: offerSchema }) });
export const esignStatusResponseSchema = z.object({
  data: z.object({ document_status: documentStatusSchema, offer: offerSchema }),
});

/** Multipart text fields that go with a signature (the typed-name sign form of shell §5). */
export const signFieldNames = {
  offerFile: 'signed_offer_letter_pdf_file',
  documentFile: 'signed_document_file',
  name: 'signature_name',
  agreed: 'agreed',
} as const;

/** Largest signed PDF a candidate may upload. */
export const maxSignedPdfBytes = 10 * 1024 * 1024;

/** shell §5 messages, shared so the server refuses with the same words the form shows. */
export const offerMessages = {
  nameMismatch: 'Please enter your full name as shown on the offer letter and your profile.',
  tooManyFiles: 'You should upload at most 1 file',
} as const;

// ---- company side ----

export const adminOfferSchema = offerSchema.extend({
  candidate: z.object({ id: z.string(), email: z.string(), fullname: z.string() }),
  pay_amount: z.number().nullable(),
  pay_currency: z.string().nullable(),
  pay_period: z.string().nullable(),
  start_date: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const signatureRecordSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  signer_name: z.string(),
  method: z.enum(['typed', 'upload', 'esign']),
  ip: z.string(),
  user_agent: z.string(),
  sha256_before: z.string(),
  sha256_after: z.string(),
  signed_at: z.string(),
});

export const adminOffersResponseSchema = z.object({ data: z.object({ offers: z.array(adminOfferSchema) }) });
export const adminOfferResponseSchema = z.object({
  data: z.object({ offer: adminOfferSchema, signatures: z.array(signatureRecordSchema) }),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const createOfferBodySchema = z.object({
  candidate_email: z.string().trim().toLowerCase().email().max(320),
  position_id: z.string().uuid(),
  kind: z.enum(['job', 'contract']).default('job'),
  letter_presentation: letterPresentationSchema.default('sign_form'),
  pay_amount: z.number().int().min(0).max(100_000_000).nullable().default(null),
  pay_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code')
    .nullable()
    .default(null),
  pay_period: z.enum(['year', 'month', 'hour']).nullable().default(null),
  start_date: isoDate.nullable().default(null),
  expires_at: z.string().datetime({ offset: true }).nullable().default(null),
  /** Generate the offer letter from the template with the candidate, position and pay. */
  generate_letter: z.boolean().default(true),
});
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;

export const extendOfferBodySchema = z.object({
  expires_at: z.string().datetime({ offset: true }).nullable().optional(),
});
