import { describe, expect, it } from 'vitest';
import { evaluateVisibility, visibilityDependencies, visibilityRuleSchema } from './visibility.ts';

describe('visibility rules (visibleFn as data)', () => {
  const v = { status: 'employed', tags: ['a', 'b'], n: 0, yes: true, empty: '' };
  it.each([
    [{ field: 'status', op: 'equals', value: 'employed' }, true],
    [{ field: 'status', op: 'notEquals', value: 'employed' }, false],
    [{ field: 'status', op: 'in', value: ['student', 'employed'] }, true],
    [{ field: 'status', op: 'notIn', value: ['student'] }, true],
    [{ field: 'tags', op: 'equals', value: 'b' }, true],
    [{ field: 'empty', op: 'empty' }, true],
    [{ field: 'missing', op: 'empty' }, true],
    [{ field: 'status', op: 'notEmpty' }, true],
    [{ field: 'yes', op: 'truthy' }, true],
    [{ field: 'n', op: 'truthy' }, false],
    [{ field: 'n', op: 'falsy' }, true],
    [{ field: 'empty', op: 'equals', value: null }, true],
    [
      {
        all: [
          { field: 'yes', op: 'truthy' },
          { field: 'n', op: 'falsy' },
        ],
      },
      true,
    ],
    [
      {
        any: [
          { field: 'yes', op: 'falsy' },
          { field: 'n', op: 'truthy' },
        ],
      },
      false,
    ],
    [{ not: { field: 'yes', op: 'truthy' } }, false],
  ] as const)('%j → %s', (rule, expected) => {
    expect(evaluateVisibility(visibilityRuleSchema.parse(rule), v)).toBe(expected);
  });
  it('no rule means visible', () => expect(evaluateVisibility(undefined, {})).toBe(true));
  it('lists the fields a rule watches', () => {
    expect(
      visibilityDependencies({ all: [{ field: 'a', op: 'truthy' }, { not: { field: 'b', op: 'empty' } }] }),
    ).toEqual(['a', 'b']);
  });
  it('refuses rules that are not data', () => {
    expect(visibilityRuleSchema.safeParse({ field: 'a', op: 'eval', value: 'x' }).success).toBe(false);
    expect(visibilityRuleSchema.safeParse('() => true').success).toBe(false);
  });
});
