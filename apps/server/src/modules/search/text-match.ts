import { type Field, fields, type PositionIndex } from './position-index.ts';
import { descriptionBit, skillsBit, type TokenHits, TokenHitsPool, titleBit } from './token-hits.ts';
import { tokenize } from './tokenize.ts';
import { expandQuery, type QueryClause, type Vocabulary } from './vocabulary.ts';

/** Title over skills over description (the ranking rule). */
const fieldWeight: Record<Field, number> = { title: 6, skills: 3, description: 1 };
/** A corrected word counts less than one typed right. */
const typoWeight = 0.6;
/**
 * A document whose every matched clause is in its title or skills gains this factor, so a
 * job that is what was asked for ranks above one that only mentions the words in its text.
 */
const strongBoost = 1.6;
const maxQueryWords = 12;

export interface TextMatch {
  /** Matching live documents, in document order (a view of a scratch buffer: valid until the next call). */
  docs: Int32Array;
  /** Relevance per document number (only meaningful for docs above). */
  scores: Float64Array;
  /** Misspelt word → the known word it was read as. */
  corrections: Record<string, string>;
  /** False when no document had every word and the result holds those with most words. */
  allWords: boolean;
}

let scoreBuffer = new Float64Array(0);
let hitBuffer = new Uint8Array(0);
let strongBuffer = new Uint8Array(0);
let stampBuffer = new Int32Array(0);
// Per clause scratch, reset through its touched list.
let clauseScore = new Float64Array(0);
let clauseStrong = new Uint8Array(0);
let clauseTouched = new Int32Array(0);
// Touched and matching document lists: reused rather than allocated per search, because a
// broad word touches most of 100k documents and large short-lived arrays push V8 into
// old-generation collections that land on other requests.
let touchedBuffer = new Int32Array(0);
let sortedBuffer = new Int32Array(0);
let docsBuffer = new Int32Array(0);
/** Each query word's posting lists, read once per search. */
const pool = new TokenHitsPool();

function ensureBuffers(n: number): void {
  if (scoreBuffer.length >= n) return;
  const size = Math.max(n, 1024) * 2;
  scoreBuffer = new Float64Array(size);
  hitBuffer = new Uint8Array(size);
  strongBuffer = new Uint8Array(size);
  stampBuffer = new Int32Array(size);
  clauseScore = new Float64Array(size);
  clauseStrong = new Uint8Array(size);
  clauseTouched = new Int32Array(size);
  touchedBuffer = new Int32Array(size);
  sortedBuffer = new Int32Array(size);
  docsBuffer = new Int32Array(size);
}

const idf = (live: number, df: number) => (df ? Math.log(1 + live / df) : 0);

/** True when the index has every token of the sequence in some field. */
const known = (index: PositionIndex, tokens: readonly string[]) => tokens.every((t) => index.hasTerm(t));

/**
 * The clauses of a query, typos first: a word the index does not know and the vocabulary
 * does not start an entry with is read as the nearest known word (its other near words are
 * kept as alternatives), and then the vocabulary expands the corrected words too, so
 * "sofware enginer" reads as "software engineer" with its synonyms. Corrected alternatives
 * weigh less than typed ones.
 */
export function queryClauses(
  index: PositionIndex,
  query: string,
  vocabulary?: Vocabulary,
): { clauses: QueryClause[]; corrections: Record<string, string> } {
  const words = [...new Set(tokenize(query))].slice(0, maxQueryWords);
  const corrections: Record<string, string> = {};
  const others = new Map<string, string[]>();
  const corrected = words.map((word) => {
    if (index.hasTerm(word) || vocabulary?.byFirst.has(word)) return word;
    const fixes = index.typos.corrections(word).slice(0, 3);
    if (!fixes[0]) return word;
    corrections[word] = fixes[0];
    others.set(fixes[0], fixes.slice(1));
    return fixes[0];
  });
  const fixedWords = new Set(Object.values(corrections));
  const clauses = expandQuery(corrected, vocabulary);
  for (const c of clauses) {
    if (!c.typed.some((t) => fixedWords.has(t))) continue;
    const extra = c.typed.length === 1 ? (others.get(c.typed[0]!) ?? []) : [];
    c.alternatives = [...c.alternatives, ...extra.map((t) => ({ tokens: [t], weight: 1 }))].map((a) => ({
      tokens: a.tokens,
      weight: a.weight * typoWeight,
    }));
  }
  return { clauses, corrections };
}

/**
 * Finds the documents matching a free-text query. The query is read as clauses (a word, or
 * a phrase of the vocabulary with its synonyms); each clause must be met by one of its
 * alternatives, whose every word (stemmed, so plurals match) appears in the title, skills
 * or description. A clause scores its best alternative: per word, the field weights times
 * the word's rarity (idf), times the alternative's weight (typed 1, synonym 0.85, typo 0.6).
 * Documents meeting every clause in title or skills score higher still. If no document has
 * every clause, documents with the most clauses are returned instead.
 */
export function matchText(
  index: PositionIndex,
  query: string,
  anyWord = false,
  vocabulary?: Vocabulary,
): TextMatch {
  const n = index.docs.length;
  ensureBuffers(n);
  const touched = touchedBuffer;
  let nTouched = 0;
  const scores = scoreBuffer;
  const hits = hitBuffer;
  const strong = strongBuffer;
  const stamps = stampBuffer;
  scores.fill(0, 0, n);
  hits.fill(0, 0, n);
  strong.fill(0, 0, n);
  stamps.fill(-1, 0, n);

  const { clauses, corrections } = queryClauses(index, query, vocabulary);
  pool.begin(n);
  const live = Math.max(index.live, 1);
  let groups = 0;

  clauses.forEach((clause, g) => {
    groups++;
    let nClause = 0;
    // An expansion is worth at most what the typed words are (per field, summed over its
    // words): rarity (idf) would otherwise rank a rare synonym ("developer", "product
    // management") above the common words typed ("engineer", "product manager").
    const typedKnown = known(index, clause.typed);
    const rarity = (field: Field, tokens: readonly string[]) =>
      tokens.reduce((sum, t) => sum + idf(live, index.postings[field].df(t)), 0);
    // Typed words unknown to the index ("k8s"): no expansion is worth more than the least rare.
    const knownAlts = clause.alternatives.filter((a) => known(index, a.tokens));
    const reference = (field: Field) =>
      typedKnown
        ? rarity(field, clause.typed)
        : Math.min(...knownAlts.map((a) => rarity(field, a.tokens) || Number.POSITIVE_INFINITY));
    clause.alternatives.forEach((alt, ai) => {
      const k = alt.tokens.length;
      if (!known(index, alt.tokens)) return;
      const scale: Record<Field, number> = { title: 1, skills: 1, description: 1 };
      // The first alternative is what was typed (or its correction); the others are expansions.
      if (ai > 0) for (const f of fields) scale[f] = Math.min(1, reference(f) / (rarity(f, alt.tokens) || 1));
      // Per word, what each field it is found in adds (0 where the field lacks the word).
      const words: TokenHits[] = [];
      const weights = new Float64Array(k * 3);
      let driver = 0;
      alt.tokens.forEach((term, ti) => {
        words.push(pool.hits(index, term));
        if (words[ti]!.n < words[driver]!.n) driver = ti;
        fields.forEach((field, fi) => {
          const df = index.postings[field].df(term);
          weights[ti * 3 + fi] = df ? alt.weight * fieldWeight[field] * idf(live, df) * scale[field] : 0;
        });
      });
      // Only a document holding the alternative's rarest word can hold all its words.
      const { docs: from, n: nFrom } = words[driver]!;
      for (let i = 0; i < nFrom; i++) {
        const doc = from[i]!;
        let s = 0;
        let strongWords = 0;
        let ti = 0;
        for (; ti < k; ti++) {
          const m = words[ti]!.mask[doc]!;
          if (m === 0) break;
          if (m & titleBit) s += weights[ti * 3]!;
          if (m & skillsBit) s += weights[ti * 3 + 1]!;
          if (m & descriptionBit) s += weights[ti * 3 + 2]!;
          if (m & (titleBit | skillsBit)) strongWords++;
        }
        if (ti < k) continue;
        const st = strongWords === k ? 1 : 0;
        if (stamps[doc] !== g) {
          stamps[doc] = g;
          clauseTouched[nClause++] = doc;
          clauseScore[doc] = s;
          clauseStrong[doc] = st;
        } else {
          if (s > clauseScore[doc]!) clauseScore[doc] = s;
          if (st) clauseStrong[doc] = 1;
        }
      }
    });
    for (let i = 0; i < nClause; i++) {
      const doc = clauseTouched[i]!;
      scores[doc] = scores[doc]! + clauseScore[doc]!;
      if (hits[doc] === 0) touched[nTouched++] = doc;
      hits[doc] = hits[doc]! + 1;
      strong[doc] = strong[doc]! + clauseStrong[doc]!;
    }
  });

  pool.end();

  for (let i = 0; i < nTouched; i++) {
    const doc = touched[i]!;
    if (strong[doc] === hits[doc]) scores[doc] = scores[doc]! * strongBoost;
  }

  // Touched documents in number order. Broad words touch tens of thousands of documents:
  // then one scan of the hit counts is cheaper than sorting (a comparator sort alone took
  // several ms); a typed array sorts the few touched by a rare word without a comparator.
  const sorted = sortedBuffer.subarray(0, nTouched);
  if (nTouched > n >> 5) scanTouched(hits, n, sorted);
  else {
    sorted.set(touched.subarray(0, nTouched));
    sorted.sort();
  }
  let docs = anyWord ? sorted : withHits(sorted, hits, groups);
  let allWords = true;
  if (!docs.length && groups > 1 && sorted.length) {
    let best = 0;
    for (let i = 0; i < sorted.length; i++) if (hits[sorted[i]!]! > best) best = hits[sorted[i]!]!;
    docs = withHits(sorted, hits, best);
    allWords = false;
  }
  return { docs, scores, corrections, allWords };
}

/** Writes every document with at least one hit into `out`, ascending. */
function scanTouched(hits: Uint8Array, n: number, out: Int32Array): void {
  let k = 0;
  for (let d = 0; d < n; d++) if (hits[d] !== 0) out[k++] = d;
}

/** The documents of `sorted` that matched exactly `count` query words. */
function withHits(sorted: Int32Array, hits: Uint8Array, count: number): Int32Array {
  const out = docsBuffer;
  let k = 0;
  for (let i = 0; i < sorted.length; i++) if (hits[sorted[i]!] === count) out[k++] = sorted[i]!;
  return out.subarray(0, k);
}
