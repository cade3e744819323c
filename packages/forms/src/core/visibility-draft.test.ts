import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldItem } from './definition-schema.ts';
import { fieldTypes } from './field-types.ts';
import { evaluateVisibility, type VisibilityRule, visibilityRuleSchema } from './visibility.ts';
import {
  type Condition,
  newCondition,
  operatorsFor,
  ruleDraftOf,
  ruleOfDraft,
  ruleSources,
  withOperator,
} from './visibility-draft.ts';

const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
const field = fc.constantFrom('a', 'b', 'c');
const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    field,
    op: fc.constantFrom('equals' as const, 'notEquals' as const),
    value: fc.oneof(scalar, fc.constant(null)),
  }),
  fc.record({
    field,
    op: fc.constantFrom('in' as const, 'notIn' as const),
    value: fc.array(scalar, { maxLength: 3 }),
  }),
  fc.record({
    field,
    op: fc.constantFrom('empty' as const, 'notEmpty' as const, 'truthy' as const, 'falsy' as const),
  }),
);
/** Every shape the builder shows: one condition or an all/any list, optionally negated. */
const builderRule: fc.Arbitrary<VisibilityRule> = fc
  .tuple(
    fc.oneof(
      condition,
      fc.array(condition, { maxLength: 4 }).map((all) => ({ all })),
      fc.array(condition, { maxLength: 4 }).map((any) => ({ any })),
    ),
    fc.boolean(),
  )
  .map(([body, negated]) => (negated ? { not: body } : body));

describe('visibility rule builder (pure half)', () => {
  it('reads back every rule shape it shows exactly as it was stored', () => {
    fc.assert(
      fc.property(builderRule, (rule) => {
        const draft = ruleDraftOf(rule);
        expect(draft).toBeDefined();
        expect(ruleOfDraft(draft!)).toEqual(rule);
      }),
    );
  });

  it('leaves deeper trees to the editor as they are (no draft, so nothing is rewritten)', () => {
    expect(ruleDraftOf({ all: [{ any: [{ field: 'a', op: 'empty' }] }] })).toBeUndefined();
    expect(ruleDraftOf({ not: { not: { field: 'a', op: 'empty' } } })).toBeUndefined();
  });

  it('builds rules the schema accepts and the renderer evaluates as the builder says', () => {
    const values = fc.record({ a: fc.oneof(scalar, fc.constant(undefined)), b: scalar, c: fc.array(scalar) });
    fc.assert(
      fc.property(
        fc.array(condition, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('all' as const, 'any' as const),
        fc.constantFrom('show' as const, 'hide' as const),
        values,
        (conditions, join, effect, answers) => {
          const rule = ruleOfDraft({ effect, join, conditions, grouped: false })!;
          expect(visibilityRuleSchema.safeParse(rule).success).toBe(true);
          const each = conditions.map((c) => evaluateVisibility(c, answers));
          const joined = join === 'all' || conditions.length === 1 ? each.every(Boolean) : each.some(Boolean);
          expect(evaluateVisibility(rule, answers)).toBe(effect === 'show' ? joined : !joined);
        },
      ),
    );
  });

  it('offers operators suited to each type and starts a condition from the first option', () => {
    const colour: FieldItem = {
      name: 'colour',
      type: 'radio',
      radioOptions: {
        choices: [
          { label: 'Red', value: 'r' },
          { label: 'Blue', value: 'b' },
        ],
      },
    };
    expect(operatorsFor('radio')).toContain('in');
    expect(operatorsFor('checkboxItem')).toEqual(['truthy', 'falsy']);
    expect(operatorsFor('file_upload')).toEqual(['notEmpty', 'empty']);
    expect(newCondition(colour)).toEqual({ field: 'colour', op: 'equals', value: 'r' });
    expect(newCondition({ name: 'n', type: 'number' })).toEqual({ field: 'n', op: 'equals', value: 0 });
    // Changing the operator keeps a value that still fits, or turns it into a list.
    const eq = { field: 'colour', op: 'equals', value: 'b' } as const;
    expect(withOperator(eq, colour, 'notEquals')).toEqual({ field: 'colour', op: 'notEquals', value: 'b' });
    expect(withOperator(eq, colour, 'in')).toEqual({ field: 'colour', op: 'in', value: ['b'] });
    expect(withOperator(eq, colour, 'empty')).toEqual({ field: 'colour', op: 'empty' });
    for (const type of fieldTypes) expect(operatorsFor(type).length).toBeGreaterThan(0);
  });

  it('reads only other answering questions', () => {
    const items: FieldItem[] = [
      { name: 'self', type: 'text' },
      { name: 'note', type: 'info' },
      { name: 'other', type: 'email' },
    ];
    expect(ruleSources(items, 'self').map((f) => f.name)).toEqual(['other']);
  });
});
