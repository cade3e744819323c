import { type ParsedResume, type Profile, parsedResumeSchema } from '@opencareers/contracts/profile';
import {
  type ParseResumeBody,
  type ParseResumeResult,
  resumeErrorCodes,
  type UploadResumeBody,
} from '@opencareers/contracts/resume';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeDataUrl } from './resume-parser/data-url.ts';
import { parseResume } from './resume-parser/parse-resume.ts';
import { refuse } from './resume-parser/refusal.ts';
import { addResume, mergeParsedResume } from './service.ts';

const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

/** Decodes and parses an uploaded résumé; refuses (4xx, nothing stored) what cannot be read. */
export async function readResumeUpload(
  body: ParseResumeBody,
): Promise<{ bytes: Uint8Array; result: ParseResumeResult }> {
  const { bytes } = decodeDataUrl(body.resume_content);
  const result = await parseResume(body.resume_file_name, bytes);
  return { bytes, result };
}

/** The reviewed proposal from form data (JSON text); 422 with the spec's message when it does not fit. */
function acceptedOf(text: string | undefined): ParsedResume | null {
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(resumeErrorCodes.badProposal);
  }
  const parsed = parsedResumeSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error = refuse(resumeErrorCodes.badProposal);
    throw new HttpError(error.statusCode, error.code, error.message, {
      [`accepted.${issue?.path.join('.') ?? ''}`]: issue?.message ?? 'Invalid value',
    });
  }
  return parsed.data;
}

/**
 * Spec §4 "confirmed": stores the résumé and applies the accepted proposal in one transaction
 * (both or neither), after every check has passed. Without a proposal only the file is stored.
 */
export async function uploadResume(
  db: Db,
  tenantId: string,
  userId: string,
  body: UploadResumeBody,
): Promise<Profile> {
  const accepted = acceptedOf(body.accepted);
  const { bytes, result } = await readResumeUpload(body);
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    await addResume(scoped, tenantId, userId, {
      fileName: body.resume_file_name,
      contentType: contentTypes[result.fileType],
      bytes,
    });
    // mergeParsedResume answers the whole profile, résumés included; with nothing accepted it merges nothing.
    return mergeParsedResume(scoped, tenantId, userId, accepted ?? emptyProposal);
  });
}

const emptyProposal: ParsedResume = {
  contact: {},
  experience: [],
  education: [],
  skills: [],
  languages: [],
  links: [],
};
