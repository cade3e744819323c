import { fields, type PositionIndex } from './position-index.ts';
import { type EngineRequest, runSearch } from './search-engine.ts';
import { fold, tokenize } from './tokenize.ts';
import { TypoIndex } from './typo.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Fewer results than this and a nearby spelling is looked for. */
export const fewResults = 3;
const maxCandidates = 4;

/**
 * Words as job ads write them, by their index term: corrections come from the index as
 * stems ("kubernete"), and a suggestion should read as a word ("kubernetes"). Built from the
 * distinct titles, skills and departments (a few thousand strings at 100k jobs), only when a
 * suggestion is looked for, and kept per index version.
 */
const surfaceCache = new WeakMap<PositionIndex, { version: number; words: Map<string, string> }>();
function surfaceWords(index: PositionIndex): Map<string, string> {
  const cached = surfaceCache.get(index);
  if (cached?.version === index.version) return cached.words;
  const words = new Map<string, string>();
  const add = (text: string) => {
    for (const w of fold(text).split(/[^a-z0-9+#./]+/)) {
      const [t] = tokenize(w);
      if (t && !words.has(t)) words.set(t, w.replace(/^[./]+|[./]+$/g, ''));
    }
  };
  for (const t of index.titles.values) add(t);
  for (const s of index.skillLabels) if (s) add(s);
  for (const d of index.departments.values) add(d);
  surfaceCache.set(index, { version: index.version, words });
  return words;
}

/**
 * The engine's spelling corrections with each correction written as job ads write the word
 * ("kubernetes", not the index's stem "kubernete"), for "Showing results for …".
 */
export function readableCorrections(
  index: PositionIndex,
  corrections: Record<string, string>,
): Record<string, string> {
  const entries = Object.entries(corrections);
  if (!entries.length) return corrections;
  const surface = surfaceWords(index);
  return Object.fromEntries(entries.map(([typed, fixed]) => [typed, surface.get(fixed) ?? fixed]));
}

/** Single words of the vocabulary's phrases, for misspellings of terms no job uses literally. */
const vocabularyTypos = new WeakMap<Vocabulary, TypoIndex>();
function vocabularyWords(vocabulary: Vocabulary): TypoIndex {
  let typos = vocabularyTypos.get(vocabulary);
  if (!typos) {
    typos = new TypoIndex();
    for (const w of vocabulary.words) typos.add(w);
    vocabularyTypos.set(vocabulary, typos);
  }
  return typos;
}

const documentFrequency = (index: PositionIndex, term: string) =>
  Math.max(...fields.map((f) => index.postings[f].df(term)));

/** Other spellings of one typed word, nearest first, as words to show. */
function respellings(index: PositionIndex, word: string, vocabulary: Vocabulary | undefined): string[] {
  const tokens = tokenize(word);
  if (tokens.length !== 1) return [];
  const token = tokens[0]!;
  const folded = fold(word);
  const synonyms = vocabulary?.byFirst.get(token)?.some((e) => e.from.length === 1) ?? false;
  if (synonyms || documentFrequency(index, token) >= fewResults) return [];
  const surface = surfaceWords(index);
  const out = [
    ...index.typos.corrections(token).map((t) => surface.get(t) ?? t),
    ...(vocabulary ? vocabularyWords(vocabulary).corrections(folded) : []),
  ];
  return [...new Set(out)].filter((w) => w !== folded);
}

/**
 * "Did you mean": when a search finds nothing or very little, the query with a misspelt or
 * rare word replaced by a near spelling that the jobs or the vocabulary use — the first such
 * query that finds more. Null when none does (then nothing is suggested). Runs through the
 * same engine and filters, so the suggestion's results are what the link will show.
 */
export function didYouMean(index: PositionIndex, req: EngineRequest, total: number): string | null {
  const query = req.query.trim();
  if (!query || total >= fewResults) return null;
  const words = query.split(/\s+/);
  const options = words.map((w) => respellings(index, w, req.vocabulary));
  const candidates: string[] = [];
  // All weak words respelt at once first (two typos in one query), then each alone.
  if (options.filter((o) => o.length).length > 1)
    candidates.push(words.map((w, i) => options[i]![0] ?? w).join(' '));
  options.forEach((opts, i) => {
    for (const o of opts.slice(0, 3)) candidates.push(words.map((w, j) => (j === i ? o : w)).join(' '));
  });
  for (const candidate of candidates.slice(0, maxCandidates)) {
    const found = runSearch(index, { ...req, query: candidate, start: 0, num: 1 }).total;
    if (found > total) return candidate;
  }
  return null;
}
