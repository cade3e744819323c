// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldItem } from '../core/definition-schema.ts';
import { displayOnlyTypes, type FieldType, fieldTypes } from '../core/field-types.ts';
import { loadSubdivisions } from '../core/regions.ts';
import { renderField } from '../test/render-field.tsx';
import { frameRole } from './field-ids.tsx';

const choices = [
  { label: 'One', value: 'one' },
  { label: 'Two', value: 'two' },
];

/** A required question of each type with help text: submitting it empty shows its error. */
function question(type: FieldType): FieldItem {
  const base = {
    name: `q_${type}`,
    type,
    label: `Question ${type}`,
    help: `Help for ${type}`,
    required: true,
  };
  switch (type) {
    case 'radio':
      return { ...base, radioOptions: { choices } };
    case 'checkbox':
      return { ...base, checkboxOptions: { choices } };
    case 'dropdown':
    case 'select':
      return { ...base, selectOptions: { choices } };
    case 'star_rating':
      return { ...base, disabled: false };
    case 'dynamicList':
      // The list's own error (too few rows) and its row's sub-field error, each with help.
      return {
        ...base,
        required: false,
        rules: [{ type: 'minLength', value: 2 }],
        dynamicListOptions: {
          items: [
            { name: 'title', type: 'text', label: 'Row title', help: 'Help for a row', required: true },
          ],
        },
      };
    default:
      return base;
  }
}

const answering = fieldTypes.filter((t) => !displayOnlyTypes.has(t));
const textsOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** The element a screen reader describes: a group field's group, else the labelled control. */
function described(item: FieldItem) {
  const name = item.label ?? '';
  const role = frameRole(item);
  if (role) return screen.getByRole(role, { name });
  if (item.type === 'radio') return screen.getByRole('radiogroup', { name });
  if (item.type === 'checkboxItem') return screen.getByRole('checkbox', { name });
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(name));
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`no control labelled ${name}`);
  return control;
}

describe('aria-describedby on every field type', () => {
  // The state field is a disabled text box until the subdivision lists load, then a select.
  // Loaded first, the test meets the select every time; under CI's load the lists once arrived
  // mid-test and swapped the control it was reading (the swap: state-field-loading.test.tsx).
  beforeAll(() => loadSubdivisions());

  it.each(answering)('%s: names its visible error first, then its help', async (type) => {
    const item = question(type);
    const { submitted } = renderField(item);
    const el = described(item);
    // Before any error: the help alone.
    expect(textsOf(el)).toEqual([item.help]);
    expect(await submitted()).toBeUndefined();
    const frame = document.querySelector(`[data-path="${item.name}"]`) as HTMLElement;
    // The error line drawn for this field (a list's rows draw their own, inside it).
    const [error, ...more] = [...frame.querySelectorAll('.mantine-InputWrapper-error')].filter(
      (e) => e.closest('[data-path]') === frame,
    );
    expect(more).toEqual([]);
    expect(error?.textContent).toMatch(/required|at least/i);
    expect(textsOf(described(item))).toEqual([error?.textContent, item.help]);
    if (type === 'dynamicList') {
      const row = screen.getByRole('textbox', { name: /Row title/ });
      expect(textsOf(row)).toEqual(['Row title is required', 'Help for a row']);
    }
  });

  it('a toggle radio: the segmented control is the named, described radiogroup', async () => {
    const item: FieldItem = { ...question('radio'), radioOptions: { choices, toggle: true } };
    const { submitted } = renderField(item);
    await submitted();
    expect(textsOf(screen.getByRole('radiogroup', { name: 'Question radio' }))).toEqual([
      'Question radio is required',
      'Help for radio',
    ]);
  });
});
