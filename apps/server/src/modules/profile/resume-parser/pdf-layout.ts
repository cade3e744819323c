/** A run of text on a PDF page, in PDF points (origin bottom-left). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** A line of text rebuilt from positioned runs; `fontSize` is its largest run's size. */
export interface TextLine {
  text: string;
  fontSize: number;
}

/**
 * Where a page splits into two columns: an x that almost no run crosses and that has a fair
 * share of the text on each side. Right-aligned dates in a one-column résumé do not count:
 * the long description lines cross any such x.
 */
export function findGutter(items: PositionedText[], pageWidth: number): number | null {
  const runs = items.filter((i) => i.str.trim() && i.width > 0);
  if (runs.length < 12) return null;
  const totalChars = runs.reduce((n, i) => n + i.str.length, 0);
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let crossing = 0;
    let leftChars = 0;
    for (const i of runs) {
      if (i.x < x - 1 && i.x + i.width > x + 1) crossing++;
      else if (i.x + i.width <= x + 1) leftChars += i.str.length;
    }
    const share = leftChars / totalChars;
    if (share < 0.15 || share > 0.85) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > runs.length * 0.06) return null;
  // A right side of nothing but short runs is a column of dates beside titles, not a column.
  const right = runs.filter((i) => i.x >= best.x - 1);
  const rightChars = right.reduce((n, i) => n + i.str.length, 0);
  if (right.length < 6 || rightChars / right.length < 12) return null;
  return best.x;
}

/** Groups runs into lines top to bottom, left to right; wide gaps become a tab. */
export function toLines(items: PositionedText[]): TextLine[] {
  const sorted = [...items].filter((i) => i.str.length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const ref = row?.[0];
    if (ref && Math.abs(ref.y - item.y) <= Math.max(2, 0.45 * Math.min(ref.fontSize, item.fontSize)))
      row.push(item);
    else rows.push([item]);
  }
  const lines: TextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    let size = 0;
    for (const run of row) {
      const gap = run.x - end;
      if (text && gap > 2.2 * run.fontSize) text += '\t';
      else if (text && gap > 0.15 * run.fontSize && !/\s$/.test(text) && !/^\s/.test(run.str)) text += ' ';
      text += run.str;
      end = Math.max(end, run.x + run.width);
      if (run.str.trim()) size = Math.max(size, run.fontSize);
    }
    const clean = text
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ ?\t ?/g, '\t')
      .trim();
    if (clean) lines.push({ text: clean, fontSize: size });
  }
  return lines;
}

/** Joins words hyphenated across lines ("Prima-" / "vera P6"). */
export function joinHyphenated(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && /\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text)) {
      prev.text = prev.text.slice(0, -1) + line.text;
    } else out.push({ ...line });
  }
  return out;
}

/**
 * Reading order of one page: a two-column page reads the full-width header, then the left
 * column, then the right one, then any full-width footer.
 */
export function pageLines(items: PositionedText[], pageWidth: number): TextLine[] {
  const gutter = findGutter(items, pageWidth);
  if (gutter === null) return joinHyphenated(toLines(items));
  const crossing = (i: PositionedText) => i.x < gutter - 1 && i.x + i.width > gutter + 1;
  const columnItems = items.filter((i) => !crossing(i));
  const top = Math.max(...columnItems.filter((i) => i.str.trim()).map((i) => i.y));
  const spanning = items.filter(crossing);
  return joinHyphenated([
    ...toLines(spanning.filter((i) => i.y > top)),
    ...toLines(columnItems.filter((i) => i.x + i.width <= gutter + 1)),
    ...toLines(columnItems.filter((i) => i.x + i.width > gutter + 1)),
    ...toLines(spanning.filter((i) => i.y <= top)),
  ]);
}
