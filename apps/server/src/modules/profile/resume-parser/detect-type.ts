import { type ParsableResumeType, resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { fileTypeFromBuffer } from 'file-type';
import { refuse } from './refusal.ts';

const extensionOf = (fileName: string) =>
  /\.([a-z0-9]{1,8})$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

/** Whether bytes read as text: UTF-8 (or UTF-16 with a byte-order mark) without control bytes. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  )
    return true;
  const sample = bytes.subarray(0, 64 * 1024);
  for (const b of sample)
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return false;
  try {
    // A cut in the middle of a multi-byte character at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < bytes.length ? sample.subarray(0, -4) : sample,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The résumé's kind, judged by its bytes (file-type), never by its name alone; the name must
 * agree with the content. A legacy Word file (OLE compound document) is refused by content.
 */
export async function detectResumeType(fileName: string, bytes: Uint8Array): Promise<ParsableResumeType> {
  if (bytes.length === 0) throw refuse(resumeErrorCodes.empty);
  if (bytes.length > resumeLimits.maxBytes) throw refuse(resumeErrorCodes.tooLarge);
  const ext = extensionOf(fileName);
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  if (detected === 'cfb') throw refuse(resumeErrorCodes.legacyDoc);
  if (detected === 'pdf' || detected === 'docx') {
    if (ext !== detected) throw refuse(resumeErrorCodes.typeMismatch);
    return detected;
  }
  if (!detected && looksLikeText(bytes)) {
    if (ext === 'txt' || ext === 'text') {
      if (new TextDecoder().decode(bytes.subarray(0, 4096)).trim() === '' && bytes.length < 4096)
        throw refuse(resumeErrorCodes.empty);
      return 'txt';
    }
    throw refuse(
      ['pdf', 'docx', 'doc'].includes(ext) ? resumeErrorCodes.typeMismatch : resumeErrorCodes.unsupportedType,
    );
  }
  if (ext === 'doc') throw refuse(resumeErrorCodes.typeMismatch);
  throw refuse(
    ['pdf', 'docx', 'txt'].includes(ext) ? resumeErrorCodes.typeMismatch : resumeErrorCodes.unsupportedType,
  );
}
