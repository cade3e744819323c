import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The one way offer PDFs draw text. The standard PDF fonts only know WinAnsi (Latin-1), so names
 * in other scripts came out as '?'. Instead we embed DejaVu Sans (shipped in the
 * dejavu-fonts-ttf package, Bitstream Vera licence), subset to the glyphs used: it covers every
 * European Latin alphabet, Vietnamese, Cyrillic, Greek, Armenian, Georgian, Hebrew and Arabic.
 * fontkit shapes Arabic and lays right-to-left runs out in visual order; we split each line into
 * runs so a right-to-left name inside an English sentence is drawn in its place.
 * Characters no embedded font has (CJK, Indic, Thai, …) are written as their Unicode code points,
 * e.g. "[U+738B]": faithful and legible to a reader with a code chart, never a silent '?'.
 * See docs/offers.md.
 */

export type FontStyle = 'regular' | 'bold' | 'italic';
type FaceName = 'sans' | 'sansBold' | 'sansOblique';

const faceFiles: Record<FaceName, string> = {
  sans: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  sansBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  sansOblique: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
};
/** Each style tries its faces in order per character: DejaVu's bold and oblique lack e.g. Arabic. */
const styleFaces: Record<FontStyle, FaceName[]> = {
  regular: ['sans'],
  bold: ['sansBold', 'sans'],
  italic: ['sansOblique', 'sans'],
};

interface Face {
  bytes: Uint8Array;
  covers: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);
const faces = new Map<FaceName, Promise<Face>>();

/**
 * fontkit on first use, not at start: it is the largest library a server holds for PDFs (~7 MB of
 * heap, ~30 MB resident, bench:memory, issue 19), and many servers never write one.
 */
const loadFontkit = () => import('@pdf-lib/fontkit').then((m) => m.default);

/** Reads and parses a face once per process; every document then embeds a subset of it. */
function loadFace(name: FaceName): Promise<Face> {
  let face = faces.get(name);
  if (!face) {
    face = Promise.all([readFile(require.resolve(faceFiles[name])), loadFontkit()]).then(([buf, fontkit]) => {
      const bytes = new Uint8Array(buf);
      const parsed = fontkit.create(bytes);
      return { bytes, covers: (cp: number) => parsed.hasGlyphForCodePoint(cp) };
    });
    faces.set(name, face);
  }
  return face;
}

/** A style embedded in one document: its faces in fallback order, with what each can draw. */
export interface DocFont {
  faces: { pdfFont: PDFFont; covers: (codePoint: number) => boolean }[];
}

/** Embeds the styles a document draws with (pdf-lib writes every embedded font, used or not). */
export async function embedFonts<S extends FontStyle>(
  pdf: PDFDocument,
  styles: S[],
): Promise<Record<S, DocFont>> {
  pdf.registerFontkit(await loadFontkit());
  const embedded = new Map<FaceName, Promise<DocFont['faces'][number]>>();
  const embed = (name: FaceName) => {
    let face = embedded.get(name);
    if (!face) {
      // subset: only the glyphs drawn are written, so a letter stays a few tens of kB.
      face = loadFace(name).then(async (f) => ({
        pdfFont: await pdf.embedFont(f.bytes, { subset: true }),
        covers: f.covers,
      }));
      embedded.set(name, face);
    }
    return face;
  };
  const fonts = await Promise.all(
    styles.map(async (s) => [s, { faces: await Promise.all(styleFaces[s].map(embed)) }] as const),
  );
  return Object.fromEntries(fonts) as Record<S, DocFont>;
}

const rtl = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const neutral = /[\p{White_Space}\p{P}\p{S}]/u;
const mark = /\p{M}/u;
const codePointLabel = (ch: string) =>
  `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/** Printed under text that needed code points, so a reader knows what "[U+…]" means. */
export const codePointNote =
  'Characters the document font cannot show are written as their Unicode code points, as [U+hex].';

const faceFor = (font: DocFont, ch: string) =>
  font.faces.findIndex((f) => f.covers(ch.codePointAt(0)!) || (/\s/.test(ch) && f.covers(0x20)));

/** Does some face of the font have a glyph for every character (nothing written as code points)? */
export function fullyCovered(font: DocFont, text: string): boolean {
  return [...text].every((ch) => faceFor(font, ch) >= 0);
}

interface Run {
  text: string;
  face: number;
  rtl: boolean;
}

/**
 * Splits a line into runs of one face and one direction, in the order they are drawn left to
 * right. Marks follow their base; spaces and punctuation between two right-to-left characters
 * belong to that run, otherwise to the (left-to-right) line. Characters no face has become code
 * points drawn with the first face.
 */
export function textRuns(font: DocFont, text: string): Run[] {
  const chars = [...text];
  const face = chars.map((ch) => faceFor(font, ch));
  // true: right-to-left, false: left-to-right, null: takes its direction from its neighbours.
  const dirs: (boolean | null)[] = chars.map((ch, i) =>
    face[i]! >= 0 && (neutral.test(ch) || mark.test(ch)) ? null : face[i]! >= 0 && rtl.test(ch),
  );
  for (let i = 0; i < chars.length; i++) {
    if (dirs[i] !== null) continue;
    if (mark.test(chars[i]!) && i > 0) {
      dirs[i] = dirs[i - 1]!;
      continue;
    }
    const before = dirs.slice(0, i).findLast((d) => d !== null);
    const after = dirs.slice(i + 1).find((d) => d !== null);
    dirs[i] = before === true && after === true;
  }
  const runs: Run[] = [];
  chars.forEach((ch, i) => {
    const f = Math.max(0, face[i]!);
    const shown = face[i]! >= 0 ? ch : codePointLabel(ch);
    // A space joins the run it sits in rather than switching faces.
    const last = runs.at(-1);
    const sameFace = last && (last.face === f || (/\s/.test(ch) && font.faces[last.face]!.covers(0x20)));
    if (last && sameFace && last.rtl === dirs[i]) last.text += shown;
    else runs.push({ text: shown, face: f, rtl: dirs[i] === true });
  });
  return runs;
}

const runWidth = (font: DocFont, run: Run, size: number) =>
  font.faces[run.face]!.pdfFont.widthOfTextAtSize(run.text, size);

export function textWidth(font: DocFont, text: string, size: number): number {
  return textRuns(font, text).reduce((w, run) => w + runWidth(font, run, size), 0);
}

/** Draws one line of user or template text; answers its width. */
export function drawLine(
  page: PDFPage,
  text: string,
  opts: { x: number; y: number; size: number; font: DocFont; color?: Color },
): number {
  let x = opts.x;
  for (const run of textRuns(opts.font, text)) {
    // fontkit lays a right-to-left run out in visual order, so each run is drawn left to right.
    const pdfFont = opts.font.faces[run.face]!.pdfFont;
    page.drawText(run.text, { x, y: opts.y, size: opts.size, font: pdfFont, color: opts.color });
    x += runWidth(opts.font, run, opts.size);
  }
  return x - opts.x;
}

/** Splits text into lines that fit a width, for paragraphs. */
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
