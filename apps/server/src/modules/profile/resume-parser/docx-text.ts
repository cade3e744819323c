import { resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { unzipSync } from 'fflate';
import { refuse } from './refusal.ts';

/**
 * Reads a DOCX's central directory (fflate, nothing inflated: the filter sees each entry's
 * declared sizes and declines it) and refuses archives that would expand past the limit or
 * whose parts compress suspiciously well: a zip bomb is refused before mammoth inflates it.
 */
export function assertDocxSize(bytes: Uint8Array): void {
  let total = 0;
  let tooLarge = false;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        // Text XML compresses ~10:1; 200:1 on a big part is a bomb, not a document.
        if (entry.originalSize > 1024 * 1024 && entry.originalSize > entry.size * 200) tooLarge = true;
        return false;
      },
    });
  } catch {
    throw refuse(resumeErrorCodes.unreadable);
  }
  if (tooLarge || total > resumeLimits.maxDocxUncompressedBytes)
    throw refuse(resumeErrorCodes.archiveTooLarge);
}

/**
 * Text of a DOCX résumé, one paragraph a line (mammoth; table cells come in reading order).
 * mammoth is loaded on the first DOCX, not at start (issue 19: memory of an idle server).
 */
export async function textFromDocx(bytes: Uint8Array): Promise<string> {
  assertDocxSize(bytes);
  const { default: mammoth } = await import('mammoth');
  let value: string;
  try {
    ({ value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) }));
  } catch {
    throw refuse(resumeErrorCodes.unreadable);
  }
  return value.replace(/\n{2,}/g, '\n').slice(0, resumeLimits.maxTextChars);
}
