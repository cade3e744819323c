import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsNul } from './contains-nul.ts';

describe('containsNul', () => {
  it('finds U+0000 in strings, keys and nested values', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['fine', 1, null, true] })).toBe(false);
  });

  it('agrees with a JSON-text search for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(containsNul(v)).toBe(JSON.stringify(v).includes('\\u0000'));
      }),
    );
  });
});
