import { resumeErrorCodes, resumeLimits } from '@opencareers/contracts/resume';
import { getDocumentProxy } from 'unpdf';
import { type PositionedText, pageLines, type TextLine } from './pdf-layout.ts';
import { refuse } from './refusal.ts';

interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

/**
 * Lines of a PDF's text layer in reading order (pdf.js through unpdf, positioned runs so two
 * columns read one after the other). Refuses password-protected PDFs, PDFs past the page cap
 * (before reading any page) and PDFs without a text layer (scans).
 */
export async function linesFromPdf(bytes: Uint8Array): Promise<TextLine[]> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given, so hand it a copy.
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if ((error as Error)?.name === 'PasswordException') throw refuse(resumeErrorCodes.encrypted);
    throw refuse(resumeErrorCodes.unreadable);
  }
  try {
    if (doc.numPages > resumeLimits.maxPdfPages) throw refuse(resumeErrorCodes.tooManyPages);
    const lines: TextLine[] = [];
    let chars = 0;
    for (let p = 1; p <= doc.numPages && chars < resumeLimits.maxTextChars; p++) {
      const page = await doc.getPage(p);
      const [, , width] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const raw of content.items as PdfTextItem[]) {
        if (!raw.str || !raw.transform) continue;
        const [a = 0, b = 0, , , e = 0, f = 0] = raw.transform;
        items.push({ str: raw.str, x: e, y: f, width: raw.width ?? 0, fontSize: Math.hypot(a, b) || 10 });
      }
      for (const line of pageLines(items, width)) {
        lines.push(line);
        chars += line.text.length;
      }
      page.cleanup();
    }
    if (lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0) < 20)
      throw refuse(resumeErrorCodes.imageOnly);
    return lines;
  } finally {
    await doc.destroy();
  }
}
