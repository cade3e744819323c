import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition-schema.ts';
import {
  changeType,
  choicesOf,
  freshName,
  moveEntry,
  ruleValueFromText,
  validateQuestion,
} from './question-draft.ts';

const def: FormDefinition = {
  sections: [
    {
      title: 'S',
      items: [
        { name: 'first', type: 'text', label: 'First' },
        {
          name: 'colour',
          type: 'radio',
          label: 'Colour',
          radioOptions: { direction: 'vertical', choices: [{ label: 'Red', value: 'r' }] },
        },
      ],
    },
  ],
};

describe('question draft', () => {
  it('moves typed-in choices to the new type’s bag and keeps the rest of the old bag', () => {
    const radio = def.sections[0]!.items[1]!;
    const select = changeType(radio, 'select');
    expect(select.selectOptions?.choices).toEqual([{ label: 'Red', value: 'r' }]);
    expect(select.radioOptions).toEqual({ direction: 'vertical' });
    expect(choicesOf(changeType(select, 'checkbox'))).toEqual([{ label: 'Red', value: 'r' }]);
    expect(changeType(radio, 'dynamicList').dynamicListOptions?.items).toHaveLength(1);
  });

  it('reads rule values as numbers where the rule counts, as text for regex, keeps bad numbers', () => {
    expect(ruleValueFromText('minLength', '3')).toBe(3);
    expect(ruleValueFromText('minLength', 'three')).toBe('three');
    expect(ruleValueFromText('regex', '/^a$/')).toBe('/^a$/');
    expect(ruleValueFromText('required', 'x')).toBeUndefined();
    expect(ruleValueFromText('maxLength', ' ')).toBeUndefined();
  });

  it('keys schema messages by the path inside the question', () => {
    const errors = validateQuestion(def, 0, 0, {
      name: '1bad',
      type: 'text',
      rules: [
        { type: 'minLength', value: 2 },
        { type: 'regex', value: '/(/' },
      ],
    });
    expect(errors.name).toMatch(/letters/);
    const regex = validateQuestion(def, 0, 0, {
      name: 'first',
      type: 'text',
      rules: [{ type: 'regex', value: '/(/' }],
    });
    expect(regex).toEqual({ 'rules.0.value': 'Write the pattern as /pattern/flags, e.g. /^[A-Z]+$/' });
    const choice = validateQuestion(def, 0, 1, {
      name: 'colour',
      type: 'radio',
      radioOptions: { choices: [{ label: 'x'.repeat(501), value: 'r' }] },
    });
    expect(Object.keys(choice)).toEqual(['radioOptions.choices.0.label']);
  });

  it('refuses a name another question uses, but not the question’s own, and checks new questions', () => {
    expect(validateQuestion(def, 0, 0, { name: 'colour', type: 'text' }).name).toMatch(
      /already named "colour"/,
    );
    expect(validateQuestion(def, 0, 0, { name: 'first', type: 'email' })).toEqual({});
    expect(validateQuestion(def, 0, 2, { name: 'first', type: 'text' }).name).toBeDefined();
    expect(validateQuestion(def, 0, 2, { name: 'third', type: 'text', dependencies: ['nowhere'] })._).toBe(
      '"third" depends on unknown field "nowhere"',
    );
  });

  it('names new questions freshly and moves list entries within bounds', () => {
    expect(freshName(new Set(['question_1', 'question_2']))).toBe('question_3');
    expect(moveEntry([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveEntry([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});
