import { describe, expect, it } from 'vitest';
import {
  buildSearchUrl,
  carriedParams,
  emptySearchState,
  parseSearchUrl,
  searchCacheKey,
  toggleFilterValue,
  withFilters,
  withNewSearch,
  withPage,
  withSort,
} from './search-url-state.ts';

describe('parseSearchUrl (search §2)', () => {
  it('reads every parameter the page owns', () => {
    const state = parseSearchUrl(
      {},
      '?query=nurse&location=Paris&start=20&pid=p-7&sort_by=newest&tab=match&filter_department=Care&filter_department=Ops&filter_work_place=remote',
    );
    expect(state).toEqual({
      query: 'nurse',
      location: 'Paris',
      start: 20,
      pid: 'p-7',
      sortBy: 'newest',
      tab: 'match',
      filters: { department: ['Care', 'Ops'], work_place: ['remote'] },
      point: null,
      bounds: null,
    });
  });

  it('turns hyphens and underscores of the route-supplied query and location into spaces', () => {
    const state = parseSearchUrl({ query: 'registered-nurse', location: 'new_york' }, '?query=ignored');
    expect(state.query).toBe('registered nurse');
    expect(state.location).toBe('new york');
  });

  it('keeps hyphens typed into the address query', () => {
    expect(parseSearchUrl({}, '?query=front-end').query).toBe('front-end');
  });

  it('defaults to page one and ignores nonsense starts', () => {
    expect(parseSearchUrl({}, '').start).toBe(0);
    expect(parseSearchUrl({}, '?start=-5').start).toBe(0);
    expect(parseSearchUrl({}, '?start=abc').start).toBe(0);
    expect(parseSearchUrl({}, '?start=25').start).toBe(20);
  });

  it('drops empty and repeated filter values', () => {
    expect(parseSearchUrl({}, '?filter_skills=&filter_skills=Go&filter_skills=Go&filter_=x').filters).toEqual(
      {
        skills: ['Go'],
      },
    );
  });
});

describe('buildSearchUrl', () => {
  it('carries unknown, tenant and tracking parameters along', () => {
    const current = '?domain=acme.example&utm_source=mail&utm_campaign=spring&foo=bar&query=old&filter_x=1';
    const next = buildSearchUrl({ ...emptySearchState, query: 'designer' }, current);
    expect(next).toBe('?domain=acme.example&utm_source=mail&utm_campaign=spring&foo=bar&query=designer');
  });

  it('does not carry show_login_modal into rewritten addresses', () => {
    expect(buildSearchUrl(emptySearchState, '?show_login_modal=1&domain=a')).toBe('?domain=a');
  });

  it('round-trips a full state', () => {
    const state = {
      query: 'data engineer',
      location: 'Berlin, Germany',
      start: 10,
      pid: 'abc',
      sortBy: 'distance',
      tab: 'insights',
      filters: { seniority: ['Senior'], skills: ['SQL', 'C++, C#'] },
      point: { lat: 52.52, lng: 13.405 },
      bounds: null,
    };
    expect(parseSearchUrl({}, buildSearchUrl(state, '?domain=d'))).toEqual(state);
  });

  it('leaves defaults out of the address', () => {
    expect(buildSearchUrl(emptySearchState, '')).toBe('');
  });
});

describe('carriedParams', () => {
  it('keeps everything the page does not own', () => {
    expect(carriedParams('?domain=a&query=x&filter_y=1&src=ad&start=10').toString()).toBe('domain=a&src=ad');
  });
});

describe('transitions (search §4)', () => {
  const base = { ...emptySearchState, query: 'old', start: 30, pid: 'p1', sortBy: 'newest' };

  it('a new search resets to page one and clears the selection', () => {
    expect(withNewSearch(base, ' chef ', ' Lyon ')).toMatchObject({
      query: 'chef',
      location: 'Lyon',
      start: 0,
      pid: null,
      sortBy: 'newest',
    });
  });

  it('a filter change clears the selection and returns to page one', () => {
    const next = withFilters(base, toggleFilterValue({}, 'department', 'Sales'));
    expect(next).toMatchObject({ start: 0, pid: null, filters: { department: ['Sales'] } });
    expect(withFilters(next, toggleFilterValue(next.filters, 'department', 'Sales')).filters).toEqual({});
  });

  it('paging and sorting clear the selection so the new page selects its first result', () => {
    expect(withPage(base, 47)).toMatchObject({ start: 40, pid: null });
    expect(withSort(base, 'distance')).toMatchObject({ sortBy: 'distance', start: 0, pid: null });
  });
});

describe('special locations (search §4 Map)', () => {
  it("'Map Location' keeps the clicked point and sets the distance filter to 0", () => {
    const next = withNewSearch(emptySearchState, '', 'Map Location', { point: { lat: 1, lng: 2 } });
    expect(next).toMatchObject({
      location: 'Map Location',
      point: { lat: 1, lng: 2 },
      filters: { distance: ['0'] },
    });
  });

  it('another location clears the point and that distance 0', () => {
    const onMap = withNewSearch(emptySearchState, '', 'Map Location', { point: { lat: 1, lng: 2 } });
    const next = withNewSearch(onMap, '', 'Paris');
    expect(next.point).toBeNull();
    expect(next.filters).toEqual({});
  });

  it("'Map Area' carries the bounds; other locations drop them", () => {
    const area = withNewSearch(emptySearchState, 'x', 'Map Area', { bounds: '1,2,3,4' });
    expect(area.bounds).toBe('1,2,3,4');
    expect(parseSearchUrl({}, buildSearchUrl(area, '')).bounds).toBe('1,2,3,4');
    expect(withNewSearch(area, 'x', 'remote').bounds).toBeNull();
  });

  it('ignores coordinates that are not on the globe', () => {
    expect(parseSearchUrl({}, '?lat=95&lng=0').point).toBeNull();
  });
});

describe('searchCacheKey (search §4: cached per filters, start, query and location)', () => {
  const a = parseSearchUrl({}, '?query=x&filter_a=1&filter_a=2&filter_b=3&start=10');
  const b = parseSearchUrl({}, '?filter_b=3&filter_a=2&filter_a=1&query=x&start=10&pid=z&tab=match&domain=q');

  it('ignores order, the selection, the tab and carried parameters', () => {
    expect(searchCacheKey(a)).toEqual(searchCacheKey(b));
  });

  it('differs when filters, start, query, location or sort differ', () => {
    const key = JSON.stringify(searchCacheKey(a));
    for (const other of [
      { ...a, start: 20 },
      { ...a, query: 'y' },
      { ...a, location: 'Rome' },
      { ...a, filters: { a: ['1'] } },
      { ...a, sortBy: 'newest' },
    ]) {
      expect(JSON.stringify(searchCacheKey(other))).not.toBe(key);
    }
  });
});
