import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { codePointNote, type DocFont, drawLine, embedFonts, fullyCovered, textWidth } from './pdf-text.ts';

interface StampBase {
  documentName: string;
  offerId: string;
}

/** A typed-name (sign form) or signing-page signature: the candidate agreed and typed their name. */
export interface TypedStamp extends StampBase {
  method: 'typed' | 'esign';
  signerName: string;
  signedAt: Date;
  ip: string;
  /** SHA-256 of the document as it was before signing, printed so the page proves what was signed. */
  sha256Before: string;
}

/** A signed copy the candidate uploaded and the company approved after comparing it. */
export interface UploadStamp extends StampBase {
  method: 'upload';
  uploadedBy: string;
  uploadedAt: Date;
  uploadIp: string;
  /** SHA-256 of the uploaded file, exactly as received. */
  uploadedSha256: string;
  /** SHA-256 of the unsigned original the company gave. */
  originalSha256: string;
  approvedBy: string;
  approvedAt: Date;
}

export type SignatureStamp = TypedStamp | UploadStamp;

export interface CountersignStamp {
  signerName: string;
  companyName: string;
  signedAt: Date;
  ip: string;
}

const methodText = {
  typed: 'Typed electronic signature',
  esign: 'Electronic signature (signing page)',
} as const;

const utc = (d: Date) => d.toISOString();

function writer(page: PDFPage, font: DocFont, start = 720) {
  let y = start;
  return {
    line(text: string, opts: { size?: number; f?: DocFont; gap?: number } = {}) {
      drawLine(page, text, { x: 72, y, size: opts.size ?? 11, font: opts.f ?? font });
      y -= opts.gap ?? 20;
    },
    get y() {
      return y;
    },
    skip(by: number) {
      y -= by;
    },
  };
}

/**
 * Stamps every page with a line saying what happened and appends a signature page. The page
 * states only what is true of the method: a typed or signing-page signature records the typed
 * name and the agreement; an uploaded copy records who uploaded it, when, its hash and who
 * approved it — never a typed name the candidate did not type.
 */
export async function stampPdf(base: Uint8Array, stamp: SignatureStamp): Promise<PDFDocument> {
  const pdf = await PDFDocument.load(base, { updateMetadata: false });
  const { regular: font, bold, italic } = await embedFonts(pdf, ['regular', 'bold', 'italic']);
  const footer =
    stamp.method === 'upload'
      ? `Signed copy uploaded by ${stamp.uploadedBy} on ${utc(stamp.uploadedAt)}; approved by ${stamp.approvedBy} on ${utc(stamp.approvedAt)}`
      : `Signed by ${stamp.signerName} on ${utc(stamp.signedAt)}`;
  for (const page of pdf.getPages())
    drawLine(page, footer, { x: 36, y: 18, size: 7, font, color: rgb(0.3, 0.3, 0.3) });

  const page = pdf.addPage([612, 792]);
  const w = writer(page, font);
  w.line('Signature page', { size: 20, f: bold, gap: 36 });
  w.line(`Document: ${stamp.documentName}`);
  w.line(`Offer: ${stamp.offerId}`, { gap: 36 });

  if (stamp.method === 'upload') {
    w.line('Signed copy uploaded by the candidate', { f: bold, gap: 28 });
    w.line(`Uploaded by: ${stamp.uploadedBy}`);
    w.line(`Uploaded at (UTC): ${utc(stamp.uploadedAt)}`);
    w.line(`Uploaded from IP address: ${stamp.uploadIp}`, { gap: 30 });
    w.line('SHA-256 of the uploaded copy (the pages before this one):', { f: bold });
    w.line(stamp.uploadedSha256, { size: 9, gap: 22 });
    w.line('SHA-256 of the unsigned original:', { f: bold });
    w.line(stamp.originalSha256, { size: 9, gap: 30 });
    w.line(`Reviewed and approved by: ${stamp.approvedBy}`);
    w.line(`Approved at (UTC): ${utc(stamp.approvedAt)}`, { gap: 30 });
    w.line('The candidate signed this document outside this site and uploaded the copy above. The', {
      size: 9,
      gap: 13,
    });
    w.line('company compared it with the original and approved it. No name was typed on this site.', {
      size: 9,
      gap: 13,
    });
    return pdf;
  }

  const name = stamp.signerName;
  w.line('Signature:', { f: bold, gap: 34 });
  // A long name is drawn smaller rather than off the page.
  const sigSize = Math.min(26, (26 * 450) / Math.max(1, textWidth(italic, name, 26)));
  drawLine(page, name, { x: 90, y: w.y, size: sigSize, font: italic, color: rgb(0.1, 0.2, 0.5) });
  w.skip(12);
  page.drawLine({
    start: { x: 72, y: w.y },
    end: { x: 400, y: w.y },
    thickness: 0.8,
    color: rgb(0.4, 0.4, 0.4),
  });
  w.skip(30);
  w.line(`Signed by: ${name}`);
  w.line(`Signed at (UTC): ${utc(stamp.signedAt)}`);
  w.line(`Method: ${methodText[stamp.method]}`);
  w.line(`IP address: ${stamp.ip}`, { gap: 30 });
  w.line('SHA-256 of the document before signing:', { f: bold });
  w.line(stamp.sha256Before, { size: 9, gap: 30 });
  w.line('The signer agreed to the terms and conditions of this document and typed their', {
    size: 9,
    gap: 13,
  });
  w.line('full name as their electronic signature.', { size: 9, gap: 13 });
  if (!fullyCovered(italic, name)) w.line(codePointNote, { size: 9 });
  pdf.setModificationDate(stamp.signedAt);
  return pdf;
}

/** Appends the company's countersignature page to a stamped (not yet sealed) signed copy. */
export async function countersignPdf(stamped: Uint8Array, stamp: CountersignStamp): Promise<PDFDocument> {
  const pdf = await PDFDocument.load(stamped, { updateMetadata: false });
  const { regular: font, bold } = await embedFonts(pdf, ['regular', 'bold']);
  const page = pdf.addPage([612, 792]);
  const w = writer(page, font);
  w.line('Countersignature', { size: 20, f: bold, gap: 36 });
  w.line(`Countersigned for ${stamp.companyName} by: ${stamp.signerName}`);
  w.line(`Countersigned at (UTC): ${utc(stamp.signedAt)}`);
  w.line(`IP address: ${stamp.ip}`, { gap: 30 });
  w.line('The company countersigned this document after the candidate signed it.', { size: 9 });
  pdf.setModificationDate(stamp.signedAt);
  return pdf;
}

/** The stamped copy as bytes, without the digital seal (the text tests read these). */
export async function signPdf(base: Uint8Array, stamp: SignatureStamp): Promise<Uint8Array> {
  return (await stampPdf(base, stamp)).save();
}
