import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import { type DocFont, drawLine, textWidth } from '../offers/pdf-text.ts';

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/**
 * The pages of one document, made on demand; `decorate` draws what every page carries (a
 * sidebar band, a rule) as the page is added, so content always lies on top of it.
 */
export class Pages {
  readonly list: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    private readonly decorate: (page: PDFPage, index: number) => void = () => {},
  ) {}

  at(index: number): PDFPage {
    while (this.list.length <= index) {
      const page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.decorate(page, this.list.length);
      this.list.push(page);
    }
    return this.list[index]!;
  }
}

export interface TextStyle {
  font: DocFont;
  size: number;
  color: Color;
  /** Line height as a multiple of size. */
  leading?: number;
}

/**
 * Splits text into lines no wider than `width`; a word wider than the line (a long URL) is
 * broken between characters rather than left to run off the page.
 */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** A column of text that continues on the next page when it reaches the bottom margin. */
export class Flow {
  page = 0;
  y: number;
  constructor(
    private readonly pages: Pages,
    readonly x: number,
    readonly width: number,
    private readonly top: (pageIndex: number) => number,
    private readonly bottom: number,
  ) {
    this.y = top(0);
  }

  get current(): PDFPage {
    return this.pages.at(this.page);
  }

  /** Moves to the next page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height >= this.bottom) return;
    this.page++;
    this.y = this.top(this.page);
  }

  gap(points: number): void {
    this.y -= points;
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? 1.35);
  }

  /** One line, optionally right-aligned in the column; the cursor moves down unless `stay`. */
  line(
    text: string,
    style: TextStyle,
    opts: { align?: 'left' | 'right' | 'center'; indent?: number; stay?: boolean } = {},
  ) {
    const h = this.lineHeight(style);
    this.ensure(h);
    const w = textWidth(style.font, text, style.size);
    const x =
      opts.align === 'right'
        ? this.x + this.width - w
        : opts.align === 'center'
          ? this.x + (this.width - w) / 2
          : this.x + (opts.indent ?? 0);
    drawLine(this.current, text, {
      x,
      y: this.y - style.size,
      size: style.size,
      font: style.font,
      color: style.color,
    });
    if (!opts.stay) this.y -= h;
  }

  /** A wrapped paragraph; with `bullet`, a hanging indent after the bullet sign. */
  paragraph(
    text: string,
    style: TextStyle,
    opts: { bullet?: boolean; indent?: number; align?: 'left' | 'center'; width?: number } = {},
  ) {
    const indent = opts.indent ?? 0;
    const bulletIndent = opts.bullet ? style.size * 1.1 : 0;
    const lines = wrap(text, (opts.width ?? this.width) - indent - bulletIndent, (s) =>
      textWidth(style.font, s, style.size),
    );
    lines.forEach((l, i) => {
      if (opts.bullet && i === 0) this.line('•', style, { indent, stay: true });
      this.line(l, style, {
        indent: indent + bulletIndent,
        align: opts.align === 'center' ? 'center' : 'left',
      });
    });
  }

  /** A horizontal rule across the column. */
  rule(color: Color, thickness = 0.75): void {
    this.ensure(thickness + 2);
    this.current.drawLine({
      start: { x: this.x, y: this.y },
      end: { x: this.x + this.width, y: this.y },
      thickness,
      color,
    });
  }
}
