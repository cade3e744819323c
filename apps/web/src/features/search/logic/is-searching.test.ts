import { describe, expect, it } from 'vitest';
import { isSearching } from './is-searching.ts';
import { emptySearchState } from './search-url-state.ts';

describe('isSearching', () => {
  it('is false on the careers home with nothing chosen', () => {
    expect(isSearching(emptySearchState)).toBe(false);
    expect(isSearching({ ...emptySearchState, query: '   ', filters: { department: [] } })).toBe(false);
  });

  it('is true for terms, a filter, a map area, a sort or a later page', () => {
    expect(isSearching({ ...emptySearchState, query: 'engineer' })).toBe(true);
    expect(isSearching({ ...emptySearchState, location: 'Paris' })).toBe(true);
    expect(isSearching({ ...emptySearchState, filters: { department: ['Sales'] } })).toBe(true);
    expect(isSearching({ ...emptySearchState, bounds: '1,2,3,4' })).toBe(true);
    expect(isSearching({ ...emptySearchState, sortBy: 'date' })).toBe(true);
    expect(isSearching({ ...emptySearchState, start: 10 })).toBe(true);
  });

  it('is not moved by a selected job or tab alone', () => {
    expect(isSearching({ ...emptySearchState, pid: 'p1', tab: 'match' })).toBe(false);
  });
});
