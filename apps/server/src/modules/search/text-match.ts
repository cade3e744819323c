import { type Field, fields, type PositionIndex } from './position-index.ts';
import { tokenize } from './tokenize.ts';

/** Title over skills over description (the ranking rule). */
const fieldWeight: Record<Field, number> = { title: 6, skills: 3, description: 1 };
/** A corrected word counts less than one typed right. */
const typoWeight = 0.6;
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
let stampBuffer = new Int32Array(0);
// Touched and matching document lists: reused rather than allocated per search, because a
// broad word touches most of 100k documents and large short-lived arrays push V8 into
// old-generation collections that land on other requests.
let touchedBuffer = new Int32Array(0);
let sortedBuffer = new Int32Array(0);
let docsBuffer = new Int32Array(0);

/**
 * Finds the documents matching a free-text query. Each query word (stemmed, so plurals
 * match) must appear in the title, skills or description; a word the index does not know
 * is replaced by the known words within one or two edits. Scores add up, per word, the
 * field weight times the word's rarity (idf). If no document has every word, documents
 * with the most words are returned instead.
 */
export function matchText(index: PositionIndex, query: string, anyWord = false): TextMatch {
  const n = index.docs.length;
  if (scoreBuffer.length < n) {
    const size = Math.max(n, 1024) * 2;
    scoreBuffer = new Float64Array(size);
    hitBuffer = new Uint8Array(size);
    stampBuffer = new Int32Array(size);
    touchedBuffer = new Int32Array(size);
    sortedBuffer = new Int32Array(size);
    docsBuffer = new Int32Array(size);
  }
  const touched = touchedBuffer;
  let nTouched = 0;
  const scores = scoreBuffer;
  const hits = hitBuffer;
  const stamps = stampBuffer;
  scores.fill(0, 0, n);
  hits.fill(0, 0, n);
  stamps.fill(-1, 0, n);

  const words = [...new Set(tokenize(query))].slice(0, maxQueryWords);
  const corrections: Record<string, string> = {};
  const live = Math.max(index.live, 1);
  let groups = 0;

  words.forEach((word, g) => {
    let variants: [string, number][] = [[word, 1]];
    if (!index.hasTerm(word)) {
      const fixes = index.typos.corrections(word).slice(0, 3);
      if (fixes[0]) corrections[word] = fixes[0];
      variants = fixes.map((t) => [t, typoWeight]);
    }
    groups++;
    for (const [term, quality] of variants) {
      for (const field of fields) {
        const postings = index.postings[field];
        const df = postings.df(term);
        if (!df) continue;
        const weight = quality * fieldWeight[field] * Math.log(1 + live / df);
        const alive = index.alive;
        for (const list of postings.lists(term)) {
          if (!list) continue;
          for (let i = 0; i < list.length; i++) {
            const doc = list[i]!;
            if (alive[doc] === 0) continue;
            scores[doc] = scores[doc]! + weight;
            if (stamps[doc] !== g) {
              stamps[doc] = g;
              if (hits[doc] === 0) touched[nTouched++] = doc;
              hits[doc] = hits[doc]! + 1;
            }
          }
        }
      }
    }
  });

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
