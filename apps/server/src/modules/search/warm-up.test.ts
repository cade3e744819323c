import { describe, expect, it } from 'vitest';
import { indexedTestPosition as position } from './indexed-test-position.ts';
import { PositionIndex } from './position-index.ts';
import { preparedSearches, runSearch } from './search-engine.ts';
import { warmUpSearch } from './warm-up.ts';

describe('search warm-up', () => {
  it('runs searches of every shape over a new index, leaving the landing search ready', () => {
    const index = new PositionIndex();
    for (let n = 0; n < 5; n++) index.add(position(n));
    index.freeze();
    expect(preparedSearches(index)).toBe(0);
    warmUpSearch(index);
    // Eleven shapes, twice (two different minutes): each is a distinct search.
    expect(preparedSearches(index)).toBe(22);
    const landing = runSearch(index, {
      query: '',
      location: null,
      filters: {},
      configured: ['department'],
      sort: 'relevance',
      start: 0,
      num: 10,
      now: Date.now(),
    });
    expect(landing.total).toBe(5);
  });

  it('does nothing on an empty index', () => {
    const index = new PositionIndex();
    warmUpSearch(index);
    expect(preparedSearches(index)).toBe(0);
  });
});
