import { describe, expect, it } from 'vitest';
import { PositionIndex } from './position-index.ts';
import { RecentSearches } from './recent-searches.ts';

const entry = (n: number) => ({ results: new Int32Array(n), scores: null, dists: null });

describe('recent searches', () => {
  it('answers a repeated search without computing it again, until the index changes', () => {
    const index = new PositionIndex();
    const recent = new RecentSearches<ReturnType<typeof entry>>();
    let computed = 0;
    const compute = () => {
      computed++;
      return entry(10);
    };
    const first = recent.get(index, 'a', compute);
    expect(recent.get(index, 'a', compute)).toBe(first);
    expect(computed).toBe(1);
    index.version++;
    expect(recent.get(index, 'a', compute)).not.toBe(first);
    expect(computed).toBe(2);
  });

  it('drops the least recently used past its byte budget, never the pinned search', () => {
    const index = new PositionIndex();
    // Each entry costs 4 KB of results plus 16 KB overhead: 20 KB; the budget holds three.
    const recent = new RecentSearches<ReturnType<typeof entry>>(60 * 1024);
    recent.get(index, 'landing', () => entry(1024), true);
    recent.get(index, 'b', () => entry(1024));
    recent.get(index, 'c', () => entry(1024));
    recent.get(index, 'b', () => entry(1024)); // b is now more recent than c
    recent.get(index, 'd', () => entry(1024));
    expect(recent.count(index)).toBe(3);
    const computedAgain = (key: string) => {
      let again = false;
      recent.get(index, key, () => {
        again = true;
        return entry(1024);
      });
      return again;
    };
    expect(computedAgain('landing')).toBe(false);
    expect(computedAgain('d')).toBe(false);
    expect(computedAgain('c')).toBe(true);
  });
});
