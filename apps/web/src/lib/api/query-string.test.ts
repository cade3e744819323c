import { describe, expect, it } from 'vitest';
import { buildQueryString, withQuery } from './query-string.ts';

describe('buildQueryString (form-toolkit §7)', () => {
  it('skips empty values but keeps false and zero', () => {
    expect(
      buildQueryString({
        a: 'x',
        empty: '',
        nothing: null,
        missing: undefined,
        no: false,
        zero: 0,
        nan: Number.NaN,
      }),
    ).toBe('a=x&no=false&zero=0');
  });

  it('encodes keys and values by default', () => {
    expect(buildQueryString({ 'a b': 'c&d=e', q: 'café/?' })).toBe('a%20b=c%26d%3De&q=caf%C3%A9%2F%3F');
  });

  it('leaves values as given when told not to encode', () => {
    expect(buildQueryString({ q: 'a%20b', raw: 'x,y' }, { encode: false })).toBe('q=a%20b&raw=x,y');
  });

  it('repeats the key for arrays and skips their empty items', () => {
    expect(buildQueryString({ filter_city: ['Paris', '', 'Lyon', null] })).toBe(
      'filter_city=Paris&filter_city=Lyon',
    );
  });

  it('appends an extra fragment, with or without a leading ? or &', () => {
    expect(buildQueryString({ a: 1 }, { extra: 'b=2&c=3' })).toBe('a=1&b=2&c=3');
    expect(buildQueryString({ a: 1 }, { extra: '?b=2' })).toBe('a=1&b=2');
    expect(buildQueryString({}, { extra: '&b=2' })).toBe('b=2');
  });

  it('returns an empty string when nothing is left', () => {
    expect(buildQueryString({ a: '', b: undefined })).toBe('');
  });
});

describe('withQuery', () => {
  it('adds ? or & as needed and nothing for an empty query', () => {
    expect(withQuery('/api/x', { a: 1 })).toBe('/api/x?a=1');
    expect(withQuery('/api/x?z=0', { a: 1 })).toBe('/api/x?z=0&a=1');
    expect(withQuery('/api/x', { a: '' })).toBe('/api/x');
  });
});
