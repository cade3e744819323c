import { PDFDocument } from 'pdf-lib';
import { pdfFonts, winAnsiSafe, wrapText } from './pdf-text.ts';

/** A plain one-page PDF with a title and paragraphs (demo documents, test fixtures). */
export async function textPdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiSafe(title));
  const font = await pdf.embedFont(pdfFonts.regular);
  const bold = await pdf.embedFont(pdfFonts.bold);
  const page = pdf.addPage([612, 792]);
  let y = 720;
  page.drawText(winAnsiSafe(title), { x: 72, y, size: 18, font: bold });
  y -= 36;
  for (const p of paragraphs) {
    for (const line of wrapText(winAnsiSafe(p), 468, (s) => font.widthOfTextAtSize(s, 11))) {
      page.drawText(line, { x: 72, y, size: 11, font });
      y -= 16;
    }
    y -= 10;
  }
  return pdf.save();
}
