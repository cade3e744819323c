import { type ResumeErrorCode, resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { HttpError } from '../../../lib/http-error.ts';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Each refusal's status and message: what went wrong and what the candidate can do. */
const refusals: Record<ResumeErrorCode, [number, string]> = {
  [resumeErrorCodes.badDataUrl]: [400, 'The file could not be read. Choose the file again.'],
  [resumeErrorCodes.empty]: [400, 'This file is empty. Choose your résumé file.'],
  [resumeErrorCodes.tooLarge]: [
    413,
    `This file is larger than ${mb(resumeLimits.maxBytes)}. Upload a smaller résumé.`,
  ],
  [resumeErrorCodes.unsupportedType]: [415, 'Upload your résumé as a PDF, Word (.docx) or text (.txt) file.'],
  [resumeErrorCodes.typeMismatch]: [
    415,
    "This file's content does not match its name. Save it again as PDF, DOCX or TXT and upload that.",
  ],
  [resumeErrorCodes.legacyDoc]: [
    415,
    'Old Word documents (.doc) cannot be read. Save it as .docx or PDF and upload that.',
  ],
  [resumeErrorCodes.encrypted]: [422, 'This PDF is password-protected. Upload a copy without a password.'],
  [resumeErrorCodes.imageOnly]: [
    422,
    'This PDF has no text we can read (it looks like a scan or an image). Upload a PDF exported from your editor, or a DOCX.',
  ],
  [resumeErrorCodes.tooManyPages]: [
    413,
    `This PDF has more than ${resumeLimits.maxPdfPages} pages. Upload your résumé alone.`,
  ],
  [resumeErrorCodes.archiveTooLarge]: [
    413,
    'This Word document expands to too much data to be a résumé. Save it again and upload that.',
  ],
  [resumeErrorCodes.unreadable]: [
    422,
    'This file is damaged and could not be read. Save it again and upload that.',
  ],
  [resumeErrorCodes.badProposal]: [422, 'Invalid request received. Please try again'],
};

/** A refused résumé: a 4xx with a message the candidate can act on; nothing is stored. */
export function refuse(code: ResumeErrorCode): HttpError {
  const [status, message] = refusals[code];
  return new HttpError(status, code, message);
}
