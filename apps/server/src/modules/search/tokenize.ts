/**
 * Text normalisation shared by the index and the queries: lower case, accents folded,
 * tech names kept whole (C++, C#, .NET), plurals reduced so "engineers" finds "engineer".
 */

const techNames: readonly [RegExp, string][] = [
  [/c\+\+/g, ' cpp '],
  [/c#/g, ' csharp '],
  [/f#/g, ' fsharp '],
  [/\.net\b/g, ' dotnet '],
  [/\bnode\.js\b/g, ' nodejs '],
  [/\bvue\.js\b/g, ' vuejs '],
  [/\bnext\.js\b/g, ' nextjs '],
];

/** Lower case and without diacritics: "São Paulo" → "sao paulo". */
export const fold = (s: string): string =>
  /[^ -~\t\n\r]/.test(s)
    ? s
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : s.toLowerCase();

function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Stems of words seen so far: the vocabulary of job ads is small, so this saves most of the work. */
const stems = new Map<string, string>();
const maxCachedStems = 200_000;

/** A light English plural stemmer: enough for job titles and skills, never strips short words. */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stemWord(word);
    if (stems.size < maxCachedStems) stems.set(word, s);
  }
  return s;
}

const stopWords = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'for', 'to', 'with', 'or', 'at', 'by']);
const wordSplit = /[^a-z0-9]+/;

/** Words of a text, folded and stemmed, stop words removed, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  let s = fold(text);
  if (/\+\+|#|\.(net|js)\b/.test(s)) for (const [re, to] of techNames) s = s.replace(re, to);
  const out: string[] = [];
  for (const raw of s.split(wordSplit)) {
    if (!raw || raw.length > 40 || stopWords.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** Unique tokens of a text. */
export const uniqueTokens = (text: string): string[] => [...new Set(tokenize(text))];

/** Plain text of sanitised description HTML (tags dropped, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
