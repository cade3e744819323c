import { errorCodes } from '@opencareers/contracts/api-envelope';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import { HttpError } from '../../lib/http-error.ts';

/*
 * PDFs with active content are refused, not neutralised (issue 13): a rewritten file would no
 * longer be the document the candidate or the company signed or sent, and a plain PDF is easy
 * to make again ("print to PDF"). Active content: scripts (/JS, /JavaScript, XFA forms),
 * automatic actions (/OpenAction with an action, /AA), actions that run or fetch something
 * (/Launch, /ImportData, /SubmitForm, /GoToE, /RichMediaExecute, /Rendition), and embedded
 * files (/EmbeddedFiles, /EmbeddedFile, file attachments, rich media).
 *
 * The walk goes over every object pdf-lib parsed, including those packed in compressed object
 * streams, which a grep of the raw bytes would not see; every dictionary and array is walked
 * down to its direct values. A file pdf-lib cannot read is refused too: what cannot be
 * inspected cannot be trusted.
 */
const dangerousKeys = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'XFA',
  'RichMediaContent',
]);
const dangerousActions = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
]);
const dangerousTypes = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', 'Screen', 'Sound', 'Movie']);

const nameOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFName ? value.decodeText() : undefined;

/** What makes the dictionary active, or undefined when nothing does. */
function activeIn(dict: PDFDict): string | undefined {
  for (const [key, value] of dict.entries()) {
    const k = key.decodeText();
    if (dangerousKeys.has(k)) return `/${k}`;
    if (k === 'S' && dangerousActions.has(nameOf(value) ?? '')) return `/${nameOf(value)} action`;
    if ((k === 'Type' || k === 'Subtype') && dangerousTypes.has(nameOf(value) ?? ''))
      return `/${nameOf(value)}`;
    // An opening action is fine as a destination (an array: go to page 1); an action dict is not.
    if (k === 'OpenAction' && !(value instanceof PDFArray)) return '/OpenAction';
  }
  return undefined;
}

/** Finds the first active content in a parsed document; undefined for a plain PDF. */
export function findActiveContent(doc: PDFDocument): string | undefined {
  const seen = new Set<PDFObject>();
  const walk = (value: PDFObject | undefined): string | undefined => {
    if (!value || value instanceof PDFRef || seen.has(value)) return undefined;
    seen.add(value);
    const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : undefined;
    if (dict) {
      const found = activeIn(dict);
      if (found) return found;
      for (const [, child] of dict.entries()) {
        const inner = walk(child);
        if (inner) return inner;
      }
    }
    if (value instanceof PDFArray) {
      for (const child of value.asArray()) {
        const inner = walk(child);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = walk(object);
    if (found) return found;
  }
  return walk(doc.context.trailerInfo.Root ? doc.catalog : undefined);
}

export const activePdfMessage =
  'This PDF contains scripts, automatic actions or embedded files, which are not accepted. Save it again as a plain PDF (for example with "Print to PDF") and upload that.';

/** The message for a PDF that may not be stored (unreadable or active), or undefined. */
export async function pdfUploadProblem(content: Uint8Array): Promise<string | undefined> {
  try {
    await assertPlainPdf(content);
    return undefined;
  } catch (err) {
    return err instanceof HttpError ? err.message : activePdfMessage;
  }
}

/**
 * The one check for every PDF upload (résumés and files in forms, offer documents and signed
 * copies): refuses a PDF that cannot be read or that carries active content. Answers the
 * loaded document for callers that go on to use it.
 */
export async function assertPlainPdf(content: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw new HttpError(400, errorCodes.invalidFile, 'The PDF could not be read. Upload an unprotected PDF.');
  }
  const found = findActiveContent(doc);
  if (found) throw new HttpError(400, errorCodes.invalidFile, activePdfMessage);
  return doc;
}
