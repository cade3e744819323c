// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../core/definition-schema.ts';
import { renderWithMantine } from '../../test/render.tsx';
import { FormRenderer } from '../form-renderer.tsx';

const def: FormDefinition = {
  sections: [
    {
      title: 'About you',
      items: [
        {
          name: 'status',
          type: 'radio',
          label: 'Status',
          radioOptions: {
            choices: [
              { label: 'Student', value: 'student' },
              { label: 'Employed', value: 'employed' },
              { label: 'Other', value: 'other' },
            ],
          },
        },
        { name: 'years', type: 'number', label: 'Years' },
        { name: 'intro', type: 'info', label: 'Read me' },
        { name: 'school', type: 'text', label: 'School' },
      ],
    },
  ],
};

const lastSaved = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as FormDefinition;

describe('visibility rule builder', () => {
  it('builds "hide when any of" with options from the chosen question and a typed number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    await user.click(screen.getAllByRole('button', { name: 'Edit question' })[3]!);
    const d = within(screen.getByRole('dialog', { name: 'Edit question' }));
    await user.click(d.getByRole('button', { name: 'Add condition' }));
    // Only answering questions other than this one are offered (not the info text).
    const question = d.getByRole('combobox', { name: 'Condition 1 question' }) as HTMLSelectElement;
    expect([...question.options].map((o) => o.text)).toEqual(['Status', 'Years']);
    // A radio offers its options as values, and list operators.
    const value = d.getByRole('combobox', { name: 'Condition 1 value' }) as HTMLSelectElement;
    expect([...value.options].map((o) => o.text)).toEqual(['Student', 'Employed', 'Other']);
    await user.selectOptions(value, 'Employed');
    await user.selectOptions(d.getByRole('combobox', { name: 'Condition 1 operator' }), 'is one of');
    await user.click(d.getByRole('checkbox', { name: 'Other' }));
    await user.click(d.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Condition 2 question' }), 'Years');
    // A number question has no list operators.
    const ops = d.getByRole('combobox', { name: 'Condition 2 operator' }) as HTMLSelectElement;
    expect([...ops.options].map((o) => o.value)).toEqual(['equals', 'notEquals', 'empty', 'notEmpty']);
    await user.clear(d.getByRole('textbox', { name: 'Condition 2 value' }));
    await user.type(d.getByRole('textbox', { name: 'Condition 2 value' }), '3');
    await user.selectOptions(d.getByRole('combobox', { name: 'Conditions' }), 'any');
    await user.selectOptions(d.getByRole('combobox', { name: 'This question' }), 'hide');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[3]).toEqual({
      name: 'school',
      type: 'text',
      label: 'School',
      visibleFn: {
        not: {
          any: [
            { field: 'status', op: 'in', value: ['employed', 'other'] },
            { field: 'years', op: 'equals', value: 3 },
          ],
        },
      },
    });
  });

  it('removing the last condition removes the rule; a nested rule is kept untouched', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const nested = { all: [{ any: [{ field: 'years', op: 'empty' as const }] }] };
    const withRules: FormDefinition = {
      sections: [
        {
          title: 'S',
          items: [
            ...def.sections[0]!.items,
            { name: 'a', type: 'text', visibleFn: { field: 'years', op: 'notEmpty' } },
            { name: 'b', type: 'text', visibleFn: nested },
          ],
        },
      ],
    };
    renderWithMantine(
      <FormRenderer definition={withRules} layout="adminEditor" onDefinitionChange={onChange} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Edit question' })[4]!);
    let d = within(screen.getByRole('dialog', { name: 'Edit question' }));
    await user.click(d.getByRole('button', { name: 'Remove condition 1' }));
    expect(d.getByText(/This question always shows/)).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[4]).toEqual({ name: 'a', type: 'text' });
    await user.click(screen.getAllByRole('button', { name: 'Edit question' })[5]!);
    d = within(screen.getByRole('dialog', { name: 'Edit question' }));
    expect(d.getByText(/nested rule the builder cannot show/)).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[5]).toEqual({ name: 'b', type: 'text', visibleFn: nested });
  });
});
