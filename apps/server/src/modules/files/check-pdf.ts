import { errorCodes } from '@opencareers/contracts/api-envelope';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../lib/http-error.ts';
import { assertPlainPdf } from './pdf-active-content.ts';

/** Judges an upload by its bytes, never by its name or declared type; no active content (pdf-active-content.ts). */
export async function assertPdf(content: Uint8Array): Promise<void> {
  const type = await fileTypeFromBuffer(content);
  if (type?.mime !== 'application/pdf')
    throw new HttpError(415, errorCodes.invalidFile, 'Upload a PDF document.');
  const doc = await assertPlainPdf(content);
  let pages = 0;
  try {
    // pdf-lib is lenient: a broken file may "load" yet have no page tree, so count the pages too.
    pages = doc.getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1)
    throw new HttpError(400, errorCodes.invalidFile, 'The PDF could not be read. Upload an unprotected PDF.');
}
