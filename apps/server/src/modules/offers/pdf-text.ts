import { StandardFonts } from 'pdf-lib';

/**
 * The standard PDF fonts only know WinAnsi characters; anything else (e.g. a name in another
 * script) is replaced so drawing never fails. The exact typed name is kept in the audit row.
 */
export function winAnsiSafe(text: string): string {
  return [...text].map((ch) => (/^[\u0020-\u007e\u00a0-\u00ff]$/.test(ch) ? ch : '?')).join('');
}

export const pdfFonts = { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold } as const;

/** Splits text into lines that fit a width, for paragraphs drawn with pdf-lib. */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
