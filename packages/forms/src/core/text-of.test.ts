import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textOf } from './text-of.ts';

describe('textOf', () => {
  it('gives primitives their usual text and nothing for null or undefined', () => {
    expect([textOf('NY'), textOf(7), textOf(false), textOf(null), textOf(undefined)]).toEqual([
      'NY',
      '7',
      'false',
      '',
      '',
    ]);
  });

  it('never throws on objects String() chokes on', () => {
    const hostile = [{ toString: 0 }];
    expect(() => String(hostile)).toThrow();
    expect(textOf(hostile)).toBe('');
    expect(textOf({ a: 1 })).toBe('');
  });

  it('returns a string for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof textOf(value) === 'string'));
  });
});
