import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexedTestPosition } from './indexed-test-position.ts';
import { fields, PositionIndex } from './position-index.ts';
import { matchText } from './text-match.ts';
import { TokenHitsPool } from './token-hits.ts';

const runs = Number(process.env.FC_RUNS ?? 100);
// Words that tokenising keeps as they are (no stemming, no folding).
const words = ['kafka', 'rust', 'cloud', 'data', 'audit', 'yacht', 'design', 'legal'];
const word = fc.constantFrom(...words);

interface Job {
  title: string[];
  skills: string[];
  description: string[];
  removed: boolean;
  readded: boolean;
}

/** One job: words in its title, skills and description; some jobs are later removed or re-added. */
const job: fc.Arbitrary<Job> = fc.record({
  title: fc.array(word, { maxLength: 3 }),
  skills: fc.array(word, { maxLength: 2 }),
  description: fc.array(word, { maxLength: 4 }),
  removed: fc.boolean(),
  readded: fc.boolean(),
});

function indexOf(jobs: Job[], freezeAt: number): PositionIndex {
  const index = new PositionIndex();
  const position = (n: number, j: Job) =>
    indexedTestPosition(n, {
      title: j.title.join(' '),
      skills: j.skills,
      department: 'Team',
      descriptionTerms: [...j.description],
    });
  jobs.forEach((j, n) => {
    index.add(position(n, j));
    // Part of the lists compact, the rest in the growable tail, as after a bulk load then edits.
    if (n === freezeAt) index.freeze();
  });
  jobs.forEach((j, n) => {
    if (j.removed) index.remove(`p${n}`);
    else if (j.readded) index.add(position(n, j));
  });
  return index;
}

/** Where a live document holds the word, read from the posting lists one by one. */
function expectedMask(index: PositionIndex, term: string, doc: number): number {
  if (index.alive[doc] !== 1) return 0;
  let m = 0;
  fields.forEach((f, fi) => {
    for (const list of index.postings[f].lists(term)) if (list && [...list].includes(doc)) m |= 1 << fi;
  });
  return m;
}

describe('token hits', () => {
  it('mark each live document with the fields holding the word, cleared between searches', () => {
    fc.assert(
      fc.property(
        fc.array(job, { minLength: 1, maxLength: 25 }),
        fc.nat(30),
        fc.array(fc.array(word, { maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (jobs, freezeAt, searches) => {
          const index = indexOf(jobs, freezeAt);
          const pool = new TokenHitsPool();
          for (const terms of searches) {
            pool.begin(index.docs.length);
            for (const term of terms) {
              const hits = pool.hits(index, term);
              // Asked twice in one search: the same hits, not read again.
              expect(pool.hits(index, term)).toBe(hits);
              const docs = [...hits.docs.subarray(0, hits.n)];
              expect(new Set(docs).size).toBe(docs.length);
              for (let d = 0; d < index.docs.length; d++) {
                const m = expectedMask(index, term, d);
                expect(hits.mask[d]).toBe(m);
                expect(docs.includes(d)).toBe(m !== 0);
              }
            }
            pool.end();
          }
        },
      ),
      { numRuns: runs },
    );
  });

  it('leave the text match finding exactly the live jobs holding every word', () => {
    fc.assert(
      fc.property(
        fc.array(job, { minLength: 1, maxLength: 25 }),
        fc.nat(30),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (jobs, freezeAt, asked) => {
          const index = indexOf(jobs, freezeAt);
          // Words no job ever had would be read as typos of others: not what this checks.
          const query = asked.filter((t) => index.hasTerm(t));
          fc.pre(query.length > 0);
          const holds = (doc: number, term: string) => expectedMask(index, term, doc) !== 0;
          const expected: number[] = [];
          for (let d = 0; d < index.docs.length; d++) if (query.every((t) => holds(d, t))) expected.push(d);
          const match = matchText(index, query.join(' '));
          if (expected.length) {
            expect([...match.docs]).toEqual(expected);
            expect(match.allWords).toBe(true);
          } else {
            // No job has every word: those with the most words, or none at all.
            for (const d of match.docs) expect(query.some((t) => holds(d, t))).toBe(true);
          }
        },
      ),
      { numRuns: runs },
    );
  });

  it('read every word right after a search with more words than the pool keeps', () => {
    const many = Array.from({ length: 24 }, (_, i) => `w${String.fromCharCode(97 + i)}q`);
    const index = new PositionIndex();
    many.forEach((w, n) => {
      index.add(
        indexedTestPosition(n, { title: w, skills: [], department: 'Team', descriptionTerms: many.slice(n) }),
      );
    });
    index.freeze();
    const pool = new TokenHitsPool();
    for (let round = 0; round < 3; round++) {
      pool.begin(index.docs.length);
      for (const w of round === 1 ? many.slice(0, 3) : many) {
        const hits = pool.hits(index, w);
        expect(hits.n).toBeGreaterThan(0);
        for (let d = 0; d < index.docs.length; d++) expect(hits.mask[d]).toBe(expectedMask(index, w, d));
      }
      pool.end();
    }
  });
});
