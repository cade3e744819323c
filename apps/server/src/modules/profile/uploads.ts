import { errorCodes } from '@opencareers/contracts/api-envelope';
import { avatarMaxBytes, resumeMaxBytes } from '@opencareers/contracts/profile';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../lib/http-error.ts';
import { pdfUploadProblem } from '../files/pdf-active-content.ts';
import { invalidEdit } from './apply-edit.ts';
import { normaliseAvatar } from './avatar-image.ts';

const avatarTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * An avatar arrives as a data URL (profile_edit, section avatar). It is judged by its bytes
 * (file-type), never by the type the data URL claims, then stored re-encoded at 256×256
 * (avatar-image.ts), which also strips its metadata.
 */
export async function readAvatar(value: unknown): Promise<{ bytes: Uint8Array; contentType: string }> {
  const bad = (message: string) => invalidEdit({ 'op_data.value': message });
  if (typeof value !== 'string') throw bad('Send the image as a data URL');
  const match = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,([A-Za-z0-9+/\s]*={0,2})$/.exec(value);
  if (!match) throw bad('Send the image as a base64 data URL');
  const b64 = match[2]!.replace(/\s/g, '');
  if (b64.length % 4 !== 0) throw bad('Send the image as a base64 data URL');
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'));
  if (!bytes.byteLength) throw bad('The image is empty');
  if (bytes.byteLength > avatarMaxBytes) throw bad('The image must be 2 MB or smaller');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !avatarTypes.has(type.mime)) throw bad('Use a PNG, JPEG or WebP image');
  const resized = await normaliseAvatar(bytes);
  if (!resized) throw bad('The image could not be read. Try another PNG, JPEG or WebP file');
  return { bytes: resized, contentType: 'image/webp' };
}

const resumeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  cfb: 'application/msword',
};

function readsAsText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const invalidFile = (message: string) =>
  new HttpError(400, errorCodes.invalidFile, message, { file: message });

/**
 * The type a résumé really has, from its bytes: PDF, DOCX, legacy Word (.doc) or plain text.
 * Anything else, an empty file or one over the limit is refused before it is stored.
 */
export async function resumeContentType(bytes: Uint8Array): Promise<string> {
  if (!bytes.byteLength) throw invalidFile('The file is empty.');
  if (bytes.byteLength > resumeMaxBytes) throw invalidFile('The résumé must be 10 MB or smaller.');
  const type = await fileTypeFromBuffer(bytes);
  if (type) {
    const mime = resumeTypes[type.ext];
    if (mime === 'application/pdf') {
      // The shared check for scripts, automatic actions and embedded files (docs/security.md).
      const problem = await pdfUploadProblem(bytes);
      if (problem) throw invalidFile(problem);
    }
    if (mime) return mime;
    throw invalidFile('Upload the résumé as PDF, DOCX, DOC or TXT.');
  }
  if (readsAsText(bytes)) return 'text/plain';
  throw invalidFile('Upload the résumé as PDF, DOCX, DOC or TXT.');
}
