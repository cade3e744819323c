import { type DateRange, findDateRange } from './dates.ts';

/** One dated entry of a section: its header texts, dates and description lines. */
export interface EntryBlock {
  /** Lines that name the entry, from its own lines (not the dates line). */
  headers: string[];
  /** What the dates line holds besides the dates ("Berlin", "Engineer, Acme"). */
  rest: string;
  dates: DateRange;
  description: string[];
}

const bullet = /^[•·◦▪‣■●○►*–—-]\s*/;
export const isBullet = (line: string) => bullet.test(line);
/** A sentence rather than a heading line: long, or ending with a full stop ("Inc." and "S.A." are not one). */
const isProse = (line: string) =>
  line.length > 95 ||
  (/[.;]$/.test(line) &&
    !/(?:\b(?:inc|ltd|co|corp|llc|gmbh|jr|sr|st|bros|cie|ag|sa|plc)\.|\b(?:\p{L}\.){2,})$/iu.test(line) &&
    line.split(' ').length >= 4);
const isHeaderish = (line: string) => !isBullet(line) && !isProse(line) && line.length <= 120;

/** The line without its dates and the punctuation that joined them to the rest. */
function withoutDates(line: string, dates: DateRange): string {
  const rest = `${line.slice(0, dates.index)}\t${line.slice(dates.index + dates.length)}`;
  return rest
    .replace(/[([]\s*[)\]]/g, '')
    .split('\t')
    .map((s) => s.replace(/^[\s,|:·•–—-]+|[\s,|:·•–—(-]+$/g, '').trim())
    .filter(Boolean)
    .join('\t');
}

/**
 * Splits a section into dated entries. A section puts each entry's title lines either above
 * its dates ("Engineer — Acme / Jan 2019 – Present") or below them ("2019 – 2021 / Engineer");
 * the first entry tells which, and the whole section is read the same way.
 */
export function entryBlocks(lines: string[], needRange: boolean): EntryBlock[] {
  const anchors: { index: number; dates: DateRange }[] = [];
  lines.forEach((line, index) => {
    if (isBullet(line) || isProse(line)) return;
    const dates = findDateRange(line);
    if (dates && (!needRange || dates.start)) anchors.push({ index, dates });
  });
  if (!anchors.length) return [];
  const first = anchors[0]!;
  const headerAbove = first.index > 0 && isHeaderish(lines[first.index - 1]!);
  const blocks: EntryBlock[] = [];
  anchors.forEach((anchor, n) => {
    const prev = anchors[n - 1];
    const next = anchors[n + 1];
    let rest = withoutDates(lines[anchor.index]!, anchor.dates);
    const headers: string[] = [];
    let descStart = anchor.index + 1;
    // "Atlântico Engenharia Lda —   setembro de 2013 – maio de 2018" / "Braga": the text
    // before the dates wrapped in a narrow column; its next line finishes it.
    const wrapped = lines[descStart];
    if (
      !headerAbove &&
      rest &&
      /\s[—–|-]\s*$|,\s*$/.test(lines[anchor.index]!.slice(0, anchor.dates.index)) &&
      wrapped !== undefined &&
      descStart < (next?.index ?? lines.length) &&
      isHeaderish(wrapped)
    ) {
      rest = `${rest} — ${wrapped}`;
      descStart++;
    }
    if (headerAbove) {
      const above: string[] = [];
      for (let i = anchor.index - 1; i >= 0 && above.length < 2 && i > (prev?.index ?? -1); i--) {
        const line = lines[i]!;
        if (!isHeaderish(line)) break;
        above.unshift(line);
      }
      headers.push(...above);
    } else {
      for (let i = descStart; i < (next?.index ?? lines.length) && headers.length < (rest ? 1 : 2); i++) {
        if (!isHeaderish(lines[i]!)) break;
        headers.push(lines[i]!);
        descStart = i + 1;
      }
    }
    // The description runs to the next entry's first header line.
    let descEnd = next ? next.index : lines.length;
    if (headerAbove && next) {
      let k = next.index - 1;
      let taken = 0;
      while (k >= descStart && taken < 2 && isHeaderish(lines[k]!)) {
        k--;
        taken++;
      }
      descEnd = k + 1;
    }
    blocks.push({
      headers,
      rest,
      dates: anchor.dates,
      description: lines.slice(descStart, descEnd).map((l) => l.replace(bullet, '').trim()),
    });
  });
  return blocks;
}
