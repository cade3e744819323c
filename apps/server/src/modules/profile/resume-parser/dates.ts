import { fold } from '../../search/tokenize.ts';

/** Month names and abbreviations (accents folded) in English, French, German, Spanish, Portuguese, Italian. */
const monthWords: string[][] = [
  [
    'january',
    'jan',
    'janvier',
    'janv',
    'januar',
    'jaenner',
    'janner',
    'enero',
    'ene',
    'janeiro',
    'gennaio',
    'gen',
  ],
  ['february', 'feb', 'fevrier', 'fevr', 'fev', 'februar', 'febrero', 'fevereiro', 'febbraio'],
  ['march', 'mar', 'mars', 'marz', 'maerz', 'marzo', 'marco'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag'],
  ['june', 'jun', 'juin', 'juni', 'junio', 'junho', 'giugno', 'giu'],
  ['july', 'jul', 'juillet', 'juil', 'juli', 'julio', 'julho', 'luglio', 'lug'],
  ['august', 'aug', 'aout', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'setembro', 'set', 'settembre'],
  ['october', 'oct', 'octobre', 'oktober', 'okt', 'octubre', 'outubro', 'out', 'ottobre', 'ott'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'decembre', 'dezember', 'dez', 'diciembre', 'dic', 'dezembro', 'dicembre'],
];
const monthOf = new Map<string, number>();
monthWords.forEach((words, i) => {
  for (const w of words) monthOf.set(w, i + 1);
});

const monthAlt = [...monthOf.keys()].sort((a, b) => b.length - a.length).join('|');
const present =
  'present|current|currently|now|today|ongoing|aujourd.?hui|present|actuel|actuellement|en cours|heute|jetzt|aktuell|dato|actualidad|actual|presente|hoy|la fecha|atual|atualmente|o momento|momento|oggi|in corso|attuale';
const date = `(?:(?:${monthAlt})[./]?\\s*(?:de\\s+|of\\s+)?(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[-/.]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
const separator = '\\s*(?:-|–|—|‒|−|to|until|till|a|au|à|bis|hasta|ate|até|→|>)\\s*';
const since = '(?:since|depuis|seit|desde|des de)\\s+';

const rangePattern = new RegExp(
  `(?<![\\p{L}\\d])(?:(${date})${separator}(${date}|${present})|${since}(${date}))(?![\\p{L}\\d])`,
  'iu',
);
const singlePattern = new RegExp(`(?<![\\p{L}\\d])(${date})(?![\\p{L}\\d])`, 'iu');

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the dates were found in the folded line, to cut them out. */
  index: number;
  length: number;
}

/** 'YYYY-MM', or 'YYYY' when the text names only a year. */
function toMonth(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(t);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = /^([a-z]+)[./]?\s*(?:de\s+|of\s+)?(\d{4})$/.exec(t);
  if (m) {
    const month = monthOf.get(m[1]!);
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : null;
  }
  return /^\d{4}$/.test(t) ? t : null;
}

/** Folds accents but keeps the length, so indexes still point into the original line. */
const foldSameLength = (line: string) =>
  [...line].map((ch) => (fold(ch).length === 1 ? fold(ch) : ch.toLowerCase())).join('');

/** A date range in a line: "Jan 2019 – Present", "2019-01 - 2021-06", "01/2019 à 03/2021", "seit 2020". */
export function findDateRange(line: string): DateRange | null {
  const folded = foldSameLength(line);
  const m = rangePattern.exec(folded);
  if (m) {
    if (m[3]) return { start: toMonth(m[3]), end: null, current: true, index: m.index, length: m[0].length };
    const start = toMonth(m[1]!);
    const endText = m[2]!;
    const end = toMonth(endText);
    if (start && (end || new RegExp(`^(?:${present})$`).test(endText)))
      return { start, end, current: !end, index: m.index, length: m[0].length };
  }
  const single = singlePattern.exec(folded);
  if (single) {
    const when = toMonth(single[1]!);
    if (when)
      return { start: null, end: when, current: false, index: single.index, length: single[0].length };
  }
  return null;
}

/** The profile's month form: a bare year becomes January (start) or December (end). */
export const asMonth = (value: string | null, edge: 'start' | 'end'): string | null =>
  value === null ? null : value.length === 4 ? `${value}-${edge === 'start' ? '01' : '12'}` : value;
