import { PDFDocument } from 'pdf-lib';
import { drawLine, embedFonts, textWidth, wrapText } from './pdf-text.ts';

/** A plain one-page PDF with a title and paragraphs (demo documents, test fixtures). */
export async function textPdf(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const { regular, bold } = await embedFonts(pdf, ['regular', 'bold']);
  const page = pdf.addPage([612, 792]);
  let y = 720;
  drawLine(page, title, { x: 72, y, size: 18, font: bold });
  y -= 36;
  for (const p of paragraphs) {
    for (const line of wrapText(p, 468, (s) => textWidth(regular, s, 11))) {
      drawLine(page, line, { x: 72, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 10;
  }
  return pdf.save();
}
