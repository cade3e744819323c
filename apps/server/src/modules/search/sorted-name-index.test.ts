import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedNameIndex } from './sorted-name-index.ts';

/** What the index must answer, the plain way: a Map of name → its numbers, ascending, once each. */
function reference(pairs: [string, number][]) {
  const map = new Map<string, Set<number>>();
  for (const [name, n] of pairs) map.set(name, (map.get(name) ?? new Set()).add(n));
  const sorted = (s: Set<number> | undefined) => [...(s ?? [])].sort((a, b) => a - b);
  return {
    get: (name: string) => sorted(map.get(name)),
    withPrefix: (prefix: string, max: number) =>
      [...map.keys()]
        .filter((k) => k.startsWith(prefix))
        .sort()
        .flatMap((k) => sorted(map.get(k)))
        .slice(0, max),
  };
}

// Short names over few letters, so names share prefixes and repeat.
const name = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é'), maxLength: 5 });
const pairs = fc.array(fc.tuple(name, fc.nat({ max: 50 })), { maxLength: 200 });

describe('SortedNameIndex', () => {
  it('answers every name and every prefix as a Map of sets would', () => {
    fc.assert(
      fc.property(
        pairs,
        fc.array(name, { maxLength: 20 }),
        fc.integer({ min: 0, max: 30 }),
        (given, asked, max) => {
          const index = SortedNameIndex.build(
            given.map(([n]) => n),
            given.map(([, v]) => v),
          );
          const expected = reference(given);
          expect(index.size).toBe(new Set(given.map(([n]) => n)).size);
          for (const q of [...asked, ...given.map(([n]) => n)]) {
            expect(index.get(q)).toEqual(expected.get(q));
            expect(index.withPrefix(q, max)).toEqual(expected.withPrefix(q, max));
          }
        },
      ),
    );
  });

  it('keeps a pair given twice once, and numbers of one name ascending', () => {
    const index = SortedNameIndex.build(['york', 'london', 'york', 'york', 'lon'], [7, 3, 2, 7, 9]);
    expect(index.get('york')).toEqual([2, 7]);
    expect(index.get('lon')).toEqual([9]);
    expect(index.get('lo')).toEqual([]);
    expect(index.withPrefix('lon', 10)).toEqual([9, 3]);
    expect(index.withPrefix('', 2)).toEqual([9, 3]);
  });

  it('refuses names and numbers that do not pair up', () => {
    expect(() => SortedNameIndex.build(['a', 'b'], [1])).toThrow('one number per name');
  });
});
