import { z } from 'zod';
import { payPeriods } from './search-constants.ts';

/** shell §3: stored offer statuses; Expired is derived on read, Draft is never shown to a candidate. */
export const offerStatuses = [
  'Draft',
  'Extended',
  'Accepted',
  'Declined',
  'Canceled',
  'Contract Extended',
  'Contract Accepted',
] as const;
export const offerStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** Statuses in which the candidate may still act on an offer. */
export const openOfferStatuses: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

export const documentStatuses = ['Pending', 'Signed', 'Unsigned', 'Read Only'] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const signModes = ['sign', 'esign', 'read_only'] as const;
export const signModeSchema = z.enum(signModes);
export const letterPresentations = ['esign', 'sign_form', 'upload'] as const;
export const letterPresentationSchema = z.enum(letterPresentations);
export type LetterPresentation = z.infer<typeof letterPresentationSchema>;

export const offerDocumentTypes = ['offer_letter', 'document'] as const;
export const offerKinds = ['job', 'contract'] as const;
export type OfferKind = (typeof offerKinds)[number];
export const signatureMethods = ['typed', 'upload', 'esign', 'countersign'] as const;

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
  document_type: z.enum(offerDocumentTypes),
  sign_mode: signModeSchema,
  /** The signing page to frame for an e-signature document (the client adds `hosted`). */
  esign_url: z.string().nullable(),
  updated_at: z.string(),
  /** Why the company returned the last uploaded signed copy (the candidate can upload again). */
  return_reason: z.string().nullable().optional(),
});
export type OfferDocument = z.infer<typeof offerDocumentSchema>;

/** What the offer gives (issue 16 item 4): the overview shows it before any document is opened. */
export const offerTermsSchema = z.object({
  pay_amount: z.number().nullable(),
  pay_currency: z.string().nullable(),
  pay_period: z.string().nullable(),
  start_date: z.string().nullable(),
  place: z.string().nullable(),
  hiring_manager: z.string().nullable(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** shell §3 Offer. */
export const offerSchema = z.object({
  id: z.string(),
  enc_id: z.string(),
  status: offerStatusSchema,
  kind: z.enum(offerKinds),
  letter_presentation: letterPresentationSchema,
  position: z.object({ id: z.string(), name: z.string() }),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  offer_documents: z.array(offerDocumentSchema),
  /** An uploaded signed copy is waiting for the company's review (a document is Pending). */
  in_review: z.boolean().optional(),
  /** Pay, start date, place and manager; the respond-by date is `expires_at`. */
  terms: offerTermsSchema.optional(),
  /** The company's "what happens next" for this offer; null: the site's standard text. */
  next_steps: z.string().nullable().optional(),
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
  unsignedOriginal:
    'This file is the unsigned original, unchanged. Sign the letter (print and sign, or sign the PDF), then upload the signed copy.',
} as const;

// ---- company side ----

export const adminOfferSchema = offerSchema.extend({
  candidate: z.object({ id: z.string(), email: z.string(), fullname: z.string() }),
  pay_amount: z.number().nullable(),
  pay_currency: z.string().nullable(),
  pay_period: z.string().nullable(),
  start_date: z.string().nullable(),
  place: z.string().nullable(),
  hiring_manager: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** Per document: the uploaded copy waiting for review, to compare with the original. */
  reviews: z.array(
    z.object({
      document_id: z.string(),
      original_url: z.string(),
      uploaded_url: z.string(),
      uploaded_at: z.string(),
      uploaded_sha256: z.string(),
    }),
  ),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

export const signatureRecordSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  signer_name: z.string(),
  method: z.enum(signatureMethods),
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

/** A real calendar day: the pattern alone lets 2026-02-31 through. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a real date');

/** A short line of text: trimmed, no control characters, empty means none. */
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), 'Remove the control characters')
    .transform((s) => s || null)
    .nullable()
    .default(null);

export const offerTextLimits = { place: 200, hiringManager: 200, nextSteps: 2000 } as const;

/** Pay is one fact: an amount with its currency and period, or nothing. */
function payIsOneFact(
  b: { pay_amount: number | null; pay_currency: string | null; pay_period: string | null },
  ctx: z.RefinementCtx,
) {
  if (b.pay_amount === null) {
    if (b.pay_currency !== null || b.pay_period !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['pay_amount'],
        message: 'Give the amount with the currency and period',
      });
    return;
  }
  if (b.pay_currency === null)
    ctx.addIssue({ code: 'custom', path: ['pay_currency'], message: 'Give the currency of the pay' });
  if (b.pay_period === null)
    ctx.addIssue({
      code: 'custom',
      path: ['pay_period'],
      message: 'Say whether the pay is per year, month or hour',
    });
}
const payAmount = z.number().int().min(0).max(100_000_000).nullable().default(null);
const payCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code')
  .nullable()
  .default(null);
const payPeriod = z.enum(payPeriods).nullable().default(null);
const expiresAt = z.string().datetime({ offset: true }).nullable().default(null);

export const createOfferBodySchema = z
  .object({
    candidate_email: z.string().trim().toLowerCase().email().max(320),
    position_id: z.string().uuid(),
    /** Made from an application (pipeline): must be this candidate's application to this position. */
    application_id: z.string().uuid().nullish(),
    kind: z.enum(offerKinds).default('job'),
    letter_presentation: letterPresentationSchema.default('sign_form'),
    pay_amount: payAmount,
    pay_currency: payCurrency,
    pay_period: payPeriod,
    start_date: isoDate.nullable().default(null),
    expires_at: expiresAt,
    place: shortText(offerTextLimits.place),
    hiring_manager: shortText(offerTextLimits.hiringManager),
    /** Several lines allowed (the candidate sees them as paragraphs). */
    next_steps: z
      .string()
      .trim()
      .max(offerTextLimits.nextSteps, `At most ${offerTextLimits.nextSteps} characters`)
      // Line breaks are the only control characters a paragraph needs.
      .refine((s) => !/\p{Cc}/u.test(s.replace(/\r?\n/g, '')), 'Remove the control characters')
      .transform((s) => s || null)
      .nullable()
      .default(null),
    /** Generate the offer letter from the template with the candidate, position and pay. */
    generate_letter: z.boolean().default(true),
  })
  // Pay is one fact: an amount with its currency and period, or nothing.
  .superRefine(payIsOneFact);
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;

/**
 * The terms an admin may change before the candidate answers (all of them: what is left out is
 * cleared). `version` is the offer's `updated_at` as the admin saw it: when someone changed the
 * offer since, the edit is refused with 409 and the current state, so two admins cannot both win.
 */
export const editOfferTermsBodySchema = z
  .object({
    version: z.string().datetime({ offset: true }),
    pay_amount: payAmount,
    pay_currency: payCurrency,
    pay_period: payPeriod,
    start_date: isoDate.nullable().default(null),
    expires_at: expiresAt,
    place: shortText(offerTextLimits.place),
    hiring_manager: shortText(offerTextLimits.hiringManager),
    /** Draw the offer letter again from the template with the new terms (when the offer has one). */
    regenerate_letter: z.boolean().default(true),
  })
  .strict()
  .superRefine(payIsOneFact);
export type EditOfferTermsBody = z.infer<typeof editOfferTermsBodySchema>;

export const extendOfferBodySchema = z.object({
  expires_at: z.string().datetime({ offset: true }).nullable().optional(),
});

export const declineOfferBodySchema = z
  .object({ reason: z.string().trim().max(1000).optional() })
  .strict()
  .optional();

export const returnUploadBodySchema = z
  .object({ reason: z.string().trim().min(3, 'Say why the copy is returned.').max(1000) })
  .strict();

// Zod-free, so the shell can ask whether the candidate has offers without loading zod.
export { offerPaths } from './offers-paths.ts';
