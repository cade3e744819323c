import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rememberRecent } from './remember-recent.ts';

describe('rememberRecent', () => {
  it('answers as the function does, calling it once per input while the input is kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (inputs, max) => {
          const calls: string[] = [];
          const upper = rememberRecent((s: string) => {
            calls.push(s);
            return s.toUpperCase();
          }, max);
          // A model of the kept inputs, most recently used last.
          let kept: string[] = [];
          for (const s of inputs) {
            const before = calls.length;
            expect(upper(s)).toBe(s.toUpperCase());
            expect(calls.length - before).toBe(kept.includes(s) ? 0 : 1);
            kept = [...kept.filter((k) => k !== s), s].slice(-max);
          }
        },
      ),
    );
  });

  it('drops the least recently used input first', () => {
    let calls = 0;
    const f = rememberRecent((s: string) => {
      calls++;
      return s.length;
    }, 2);
    f('a');
    f('bb');
    f('a'); // 'a' used again: 'bb' is now the oldest
    f('ccc'); // drops 'bb'
    expect(calls).toBe(3);
    f('a');
    expect(calls).toBe(3);
    f('bb');
    expect(calls).toBe(4);
  });
});
