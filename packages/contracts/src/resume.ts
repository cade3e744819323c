import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { parsedResumeSchema, profileSchema } from './profile.ts';

/**
 * Résumé upload and parsing (issue 12; spec search-positions-profile §4, §7). The browser
 * sends the file as a data URL in form data (`resume_file_name`, `resume_content`, `domain`);
 * `POST /api/pcsx/parse_resume` answers what the parser read (nothing is stored) and
 * `POST /api/pcsx/upload_resume` stores the file and applies the reviewed proposal.
 */

/** Limits a résumé must fit; checked before anything is parsed or stored. */
export const resumeLimits = {
  /** Decoded file size: a text résumé is rarely above 1 MB, a designed PDF with photos ~3 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** A résumé is a few pages; more is a book or an attack on the parser. */
  maxPdfPages: 30,
  /** Sum of the uncompressed sizes of a DOCX's parts (zip-bomb guard, read before inflating). */
  maxDocxUncompressedBytes: 30 * 1024 * 1024,
  /** Characters of text kept for parsing. */
  maxTextChars: 200_000,
  maxFileNameLength: 255,
} as const;

/** File kinds the parser reads (by content, not by name). */
export const parsableResumeTypes = ['pdf', 'docx', 'txt'] as const;
export type ParsableResumeType = (typeof parsableResumeTypes)[number];

/** A data URL of the largest allowed file, plus its header. */
export const maxResumeDataUrlChars = Math.ceil(resumeLimits.maxBytes / 3) * 4 + 200;

/** Why a résumé was refused; each comes with a message the candidate can act on. */
export const resumeErrorCodes = {
  badDataUrl: 'RESUME_BAD_DATA_URL',
  empty: 'RESUME_EMPTY',
  tooLarge: 'RESUME_TOO_LARGE',
  unsupportedType: 'RESUME_UNSUPPORTED_TYPE',
  typeMismatch: 'RESUME_TYPE_MISMATCH',
  legacyDoc: 'RESUME_LEGACY_DOC',
  encrypted: 'RESUME_ENCRYPTED',
  imageOnly: 'RESUME_IMAGE_ONLY',
  tooManyPages: 'RESUME_TOO_MANY_PAGES',
  archiveTooLarge: 'RESUME_ARCHIVE_TOO_LARGE',
  unreadable: 'RESUME_UNREADABLE',
  badProposal: 'RESUME_BAD_PROPOSAL',
} as const;
export type ResumeErrorCode = (typeof resumeErrorCodes)[keyof typeof resumeErrorCodes];

const fileNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name the résumé file' })
  .max(resumeLimits.maxFileNameLength);

/** Form data of parse_resume (and the first fields of upload_resume). */
export const parseResumeBodySchema = z.object({
  resume_file_name: fileNameSchema,
  resume_content: z.string().min(1, { message: 'Choose a résumé file' }).max(maxResumeDataUrlChars),
  domain: z.string().trim().min(1).max(253).optional(),
});
export type ParseResumeBody = z.infer<typeof parseResumeBodySchema>;

/**
 * upload_resume: spec §7 form data plus our optional `accepted`, the reviewed proposal as
 * JSON text (form data carries strings). Without it only the file is stored.
 */
export const uploadResumeBodySchema = parseResumeBodySchema.extend({
  accepted: z.string().max(400_000).optional(),
});
export type UploadResumeBody = z.infer<typeof uploadResumeBodySchema>;

/** Something the candidate should know about the proposal (e.g. "no experience section found"). */
export const parseWarningSchema = z.object({ code: z.string(), message: z.string() });
export type ParseWarning = z.infer<typeof parseWarningSchema>;

export const parseResumeResultSchema = z.object({
  fileType: z.enum(parsableResumeTypes),
  proposal: parsedResumeSchema,
  warnings: z.array(parseWarningSchema),
});
export type ParseResumeResult = z.infer<typeof parseResumeResultSchema>;
export const parseResumeResponseSchema = dataEnvelope(parseResumeResultSchema);

/** spec §3 "A resume upload returns a candidate": the profile after the upload. */
export const uploadResumeResponseSchema = dataEnvelope(z.object({ candidate: profileSchema }));
