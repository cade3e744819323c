import { PDFDocument, rgb } from 'pdf-lib';
import { codePointNote, type DocFont, drawLine, embedFonts, fullyCovered, textWidth } from './pdf-text.ts';

export interface SignatureStamp {
  signerName: string;
  signedAt: Date;
  method: 'typed' | 'upload' | 'esign';
  ip: string;
  documentName: string;
  /** SHA-256 of the document as it was before signing, printed so the page proves what was signed. */
  sha256Before: string;
  offerId: string;
}

const methodText = {
  typed: 'Typed electronic signature',
  esign: 'Electronic signature (signing page)',
  upload: 'Signed copy uploaded by the candidate',
} as const;

/**
 * Stamps every page with a signature line and appends a signature page: the typed name, when,
 * how, from where, and the hash of the document that was signed.
 */
export async function signPdf(original: Uint8Array, stamp: SignatureStamp): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const { regular: font, bold, italic } = await embedFonts(pdf, ['regular', 'bold', 'italic']);
  const name = stamp.signerName;
  const when = stamp.signedAt.toISOString();

  for (const page of pdf.getPages()) {
    drawLine(page, `Signed by ${name} on ${when}`, {
      x: 36,
      y: 18,
      size: 8,
      font,
      color: rgb(0.3, 0.3, 0.3),
    });
  }

  const page = pdf.addPage([612, 792]);
  let y = 720;
  const line = (text: string, opts: { size?: number; f?: DocFont; gap?: number } = {}) => {
    drawLine(page, text, { x: 72, y, size: opts.size ?? 11, font: opts.f ?? font });
    y -= opts.gap ?? 20;
  };
  line('Signature page', { size: 20, f: bold, gap: 36 });
  line(`Document: ${stamp.documentName}`);
  line(`Offer: ${stamp.offerId}`, { gap: 36 });
  line('Signature:', { f: bold, gap: 34 });
  // A long name is drawn smaller rather than off the page.
  const sigSize = Math.min(26, (26 * 450) / Math.max(1, textWidth(italic, name, 26)));
  drawLine(page, name, { x: 90, y, size: sigSize, font: italic, color: rgb(0.1, 0.2, 0.5) });
  y -= 12;
  page.drawLine({ start: { x: 72, y }, end: { x: 400, y }, thickness: 0.8, color: rgb(0.4, 0.4, 0.4) });
  y -= 30;
  line(`Signed by: ${name}`);
  line(`Signed at (UTC): ${when}`);
  line(`Method: ${methodText[stamp.method]}`);
  line(`IP address: ${stamp.ip}`, { gap: 30 });
  line('SHA-256 of the document before signing:', { f: bold });
  line(stamp.sha256Before, { size: 9, gap: 30 });
  line('The signer agreed to the terms and conditions of this document and typed their', {
    size: 9,
    gap: 13,
  });
  line('full name as their electronic signature.', { size: 9, gap: 13 });
  if (!fullyCovered(italic, name)) line(codePointNote, { size: 9 });

  pdf.setModificationDate(stamp.signedAt);
  return pdf.save();
}
