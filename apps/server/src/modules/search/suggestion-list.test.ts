import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookUp, normaliseSuggestion, suggestionList } from './suggestion-list.ts';

/** The look-up as it was written before the order was settled at build time: the reference. */
function reference(counts: Map<string, number>, term: string, limit: number) {
  const labels = [...counts.keys()];
  const key = normaliseSuggestion(term);
  if (!key) return [];
  const entries = labels
    .flatMap((label, item) => {
      const words = normaliseSuggestion(label).split(' ');
      return words.map((_, i) => ({ key: words.slice(i).join(' '), item, inner: i ? 1 : 0 }));
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const from = entries.findIndex((e) => e.key >= key);
  const best = new Map<number, number>();
  for (let i = Math.max(from, 0); from >= 0 && i < entries.length && i - from < 5000; i++) {
    if (!entries[i]!.key.startsWith(key)) break;
    best.set(entries[i]!.item, Math.min(best.get(entries[i]!.item) ?? 1, entries[i]!.inner));
  }
  return [...best]
    .sort(
      (a, b) =>
        a[1] - b[1] ||
        counts.get(labels[b[0]]!)! - counts.get(labels[a[0]]!)! ||
        labels[a[0]]!.localeCompare(labels[b[0]]!),
    )
    .slice(0, limit)
    .map(([item]) => ({ label: labels[item]!, count: counts.get(labels[item]!)! }));
}

const words = fc.constantFrom(
  'Senior',
  'software',
  'Engineer',
  'data',
  'Daten',
  'Ingénieur',
  'São',
  'C++',
  'c#',
  'eng',
);

describe('suggestion lists', () => {
  it('finds a name by the start of any word: first words first, then most jobs, then by name', () => {
    const list = suggestionList(
      new Map([
        ['Senior Software Engineer', 3],
        ['Engineering Manager', 1],
        ['Data Engineer', 5],
        ['Engineer', 1],
      ]),
    );
    expect(lookUp(list, 'eng', 10).map((s) => s.label)).toEqual([
      'Engineer',
      'Engineering Manager',
      'Data Engineer',
      'Senior Software Engineer',
    ]);
    expect(lookUp(list, 'soft', 10)).toEqual([{ label: 'Senior Software Engineer', count: 3 }]);
    expect(lookUp(list, '  ', 10)).toEqual([]);
    expect(list.itemOf.get('Data Engineer')).toBe(2);
  });

  it('answers exactly as the look-up that ordered by name on every call, for generated lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(words, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 4 })), {
          maxLength: 40,
        }),
        fc.oneof(words, fc.string({ maxLength: 4 })),
        fc.integer({ min: 1, max: 12 }),
        (named, term, limit) => {
          const counts = new Map(named.map(([w, n]) => [w.join(' '), n]));
          expect(lookUp(suggestionList(counts), term, limit)).toEqual(reference(counts, term, limit));
        },
      ),
    );
  });
});
