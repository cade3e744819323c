/**
 * Text normalisation shared by the index and the queries: lower case, accents folded,
 * tech names kept whole as written (c++, c#, f#, .net, node.js, ci/cd), plurals reduced so
 * "engineers" finds "engineer". Both sides call tokenize(), so they always agree.
 */

/**
 * Names whose punctuation is the meaning. They stay one token with their punctuation, so no
 * plain word can collide with them: "c++" once became "cpp", which is also the Canada Pension
 * Plan in payroll ads. Short "&" and "/" names (FP&A, R&D, L&D, A/B) are kept the same way,
 * and "go-to-market", whose "go" is not the language. Spellings without the punctuation (cpp,
 * csharp, nodejs, fpa) are synonyms in vocabulary.txt.
 */
const techName =
  /(?<![a-z0-9+#])(?:c\+\+|[cf]#)(?![a-z+#])|(?<![a-z0-9])(?:[a-z0-9]+)?\.net\b|\b[a-z0-9]+\.js\b|\bci\/cd\b|\ba\/b\b|\b[a-z]{1,2}&[a-z]{1,2}\b|\bgo-to-market\b/g;
const hasTechName = /\+\+|#|\.(net|js)\b|\/|&|go-to/;

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

function pushWords(text: string, out: string[]): void {
  for (const raw of text.split(wordSplit)) {
    if (!raw || raw.length > 40 || stopWords.has(raw)) continue;
    out.push(stem(raw));
  }
}

/** Words of a text, folded and stemmed, stop words removed, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  const s = fold(text);
  const out: string[] = [];
  if (!hasTechName.test(s)) {
    pushWords(s, out);
    return out;
  }
  let from = 0;
  for (const m of s.matchAll(techName)) {
    pushWords(s.slice(from, m.index), out);
    out.push(m[0]);
    from = m.index + m[0].length;
  }
  pushWords(s.slice(from), out);
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
