import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { letterMergeValues, type OfferLetterInput, usDate } from './letter-merge-values.ts';
import { letterParagraphs } from './letter-paragraphs.ts';
import { defaultLetterTemplate } from './letter-template-default.ts';
import {
  codePointNote,
  type DocFont,
  drawLine,
  embedFonts,
  fullyCovered,
  textWidth,
  wrapText,
} from './pdf-text.ts';

export type { OfferLetterInput } from './letter-merge-values.ts';
export { formatPay } from './letter-merge-values.ts';

const PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const WIDTH = PAGE[0] - 2 * MARGIN;
const TOP = 720;
const ink = rgb(0.1, 0.1, 0.12);

/** Splits a line that is still too wide (one very long word) at characters, so nothing runs off the page. */
function fitLine(line: string, fits: (s: string) => boolean): string[] {
  if (fits(line)) return [line];
  const out: string[] = [];
  let part = '';
  for (const ch of line) {
    if (part && !fits(part + ch)) {
      out.push(part);
      part = ch;
    } else part += ch;
  }
  if (part) out.push(part);
  return out;
}

/**
 * The company's offer letter: the letterhead, the tenant's template (or the default) filled in
 * with the offer's details, and the signature line. Text flows onto further pages when long.
 */
export async function generateOfferLetter(
  input: OfferLetterInput,
  template: string = defaultLetterTemplate,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Document metadata is stored as UTF-16, so it needs no font.
  pdf.setTitle(`Offer letter - ${input.positionTitle}`);
  pdf.setAuthor(input.companyName);
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  const { regular, bold } = await embedFonts(pdf, ['regular', 'bold']);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = TOP;
  let needsNote = false;

  const line = (text: string, size: number, font: DocFont) => {
    if (y < MARGIN) {
      page = pdf.addPage(PAGE);
      y = TOP;
    }
    if (!fullyCovered(font, text)) needsNote = true;
    drawLine(page, text, { x: MARGIN, y, size, font, color: ink });
    y -= size + 5;
  };
  const para = (lines: string[], size = 11, font: DocFont = regular, after = 10) => {
    const measure = (s: string) => textWidth(font, s, size);
    for (const l of lines)
      for (const wrapped of wrapText(l, WIDTH, measure))
        for (const piece of fitLine(wrapped, (s) => measure(s) <= WIDTH)) line(piece, size, font);
    y -= after;
  };

  para([input.companyName], 18, bold, 4);
  para([usDate(input.issuedAt)], 10, regular, 24);
  for (const p of letterParagraphs(template, letterMergeValues(input))) para(p);
  y -= 30;
  para(['Candidate signature: ______________________________']);
  if (needsNote) para([codePointNote], 9);
  return pdf.save();
}
