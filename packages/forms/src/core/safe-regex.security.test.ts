import { describe, expect, it } from 'vitest';
import {
  type FieldItem,
  formDefinitionSchema,
  parseRegex,
  unsupportedRegexMessage,
} from './definition-schema.ts';
import { messageText } from './messages.ts';
import { validateQuestion } from './question-draft.ts';
import { validateField } from './validate-field.ts';

/*
 * issue 13 item 5: admin-written patterns run on a linear-time engine (RE2 via re2js). The
 * proof is structural, not a stopwatch: the engine reads each input character once, so the
 * work grows in proportion to the input. A backtracking engine re-reads the input
 * exponentially often on these patterns (`/^(a+)+$/` took 1.65 s on 27 characters).
 */
const catastrophic = [
  '/^(a+)+$/',
  '/(a|aa)+$/',
  '/(.*a){20}/',
  '/^(\\w+\\s?)*$/',
  '/(x+x+)+y/',
  '/^(a|a?)+$/i',
];

/** How many input characters the engine reads to test `text`. */
function readsFor(pattern: string, text: string): number {
  const re = parseRegex(pattern)!;
  let reads = 0;
  const codePoints = Array.from(text, (c) => c.codePointAt(0)!);
  const counting = new Proxy(codePoints, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  re.test(counting);
  return reads;
}

const field = (pattern: string): FieldItem =>
  ({ name: 'code', type: 'text', label: 'Code', rules: [{ type: 'regex', value: pattern }] }) as FieldItem;

describe('admin-written regular expressions', () => {
  it('reads a hostile input in linear time: 8 times the input, at most 8 times the reads', () => {
    for (const pattern of catastrophic) {
      const small = readsFor(pattern, `${'a'.repeat(1_000)}!`);
      const large = readsFor(pattern, `${'a'.repeat(8_000)}!`);
      expect({ pattern, linear: large <= 8 * small + 16 }).toEqual({ pattern, linear: true });
      expect({ pattern, bounded: large <= 2 * 8_001 }).toEqual({ pattern, bounded: true });
    }
  });

  it('validates the issue’s stalling input and long answers well under 10 ms each', () => {
    for (const pattern of catastrophic) {
      for (const text of [`${'a'.repeat(27)}!`, `${'a'.repeat(1_000)}!`, 'ab'.repeat(500)]) {
        validateField(field(pattern), text, {}, new Date()); // warm the JIT; the best of three counts
        const runs = [0, 1, 2].map(() => {
          const start = performance.now();
          validateField(field(pattern), text, {}, new Date());
          return performance.now() - start;
        });
        expect({ pattern, n: text.length, fast: Math.min(...runs) < 10 }).toEqual({
          pattern,
          n: text.length,
          fast: true,
        });
      }
    }
  });

  it('still validates as before', () => {
    const check = (pattern: string, value: string) => {
      const error = validateField(field(pattern), value, {}, new Date());
      return error && messageText(error);
    };
    expect(check('/^[A-Z]{3}-\\d{2}$/', 'ABC-12')).toBeUndefined();
    expect(check('/^[A-Z]{3}-\\d{2}$/', 'abc-12')).toBe('Enter a valid value.');
    expect(check('/^[A-Z]{3}-\\d{2}$/i', 'abc-12')).toBeUndefined();
    expect(check('/^a.b$/s', 'a\nb')).toBeUndefined();
    expect(check('/^b$/m', 'a\nb')).toBeUndefined();
    expect(check('/^(?<year>\\d{4})$/', '2026')).toBeUndefined();
    expect(check('/^(a+)+$/', 'aaaa')).toBeUndefined();
    expect(check('/^(a+)+$/', `${'a'.repeat(40)}!`)).toBe('Enter a valid value.');
  });

  it('refuses at save time what the linear engine cannot run (backreferences, lookaround)', () => {
    for (const pattern of ['/(a)\\1/', '/^(?=.*\\d).+$/', '/^(?!x).+$/', '/(?<=a)b/']) {
      expect(parseRegex(pattern)).toBeUndefined();
      const form = { sections: [{ title: 'S', items: [field(pattern)] }] };
      const parsed = formDefinitionSchema.safeParse(form);
      expect(parsed.success).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).toContain('not supported');
    }
    const def = { sections: [{ title: 'S', items: [field('/x/')] }] };
    const draft = validateQuestion(def as never, 0, 0, field('/(a)\\1/'));
    expect(draft['rules.0.value']).toBe(unsupportedRegexMessage);
  });
});
