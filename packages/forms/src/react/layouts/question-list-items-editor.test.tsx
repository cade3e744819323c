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
      title: 'Work',
      items: [
        { name: 'roles', type: 'text', label: 'Roles' },
        { name: 'mood', type: 'star_rating', label: 'Mood' },
      ],
    },
  ],
};
const lastSaved = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as FormDefinition;
const dialogs = () => screen.getAllByRole('dialog');

describe('dynamic list sub-questions', () => {
  it('adds, edits, reorders and deletes the questions of each row, with readable type names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    await user.click(screen.getAllByRole('button', { name: 'Edit question' })[0]!);
    const d = within(dialogs()[0]!);
    const type = d.getByRole('combobox', { name: 'Question type' }) as HTMLSelectElement;
    // Readable names, never ids like file_upload.
    expect([...type.options].map((o) => o.text)).toContain('File upload');
    expect([...type.options].some((o) => o.text === 'file_upload')).toBe(false);
    await user.selectOptions(type, 'Repeating list');
    // The starter row question cannot be deleted while it is the only one.
    expect((d.getByRole('button', { name: 'Delete row question 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(d.getByRole('button', { name: 'Add row question' }));
    const sub = within(dialogs()[1]!);
    const subType = sub.getByRole('combobox', { name: 'Question type' }) as HTMLSelectElement;
    // A list inside a list is not offered.
    expect([...subType.options].some((o) => o.text === 'Repeating list')).toBe(false);
    await user.selectOptions(subType, 'Email');
    // A name another row question uses is refused here.
    await user.clear(sub.getByRole('textbox', { name: 'Name (answer key)' }));
    await user.type(sub.getByRole('textbox', { name: 'Name (answer key)' }), 'item');
    await user.click(sub.getByRole('button', { name: 'Save' }));
    expect(sub.getByText('Another question of this list is already named "item"')).toBeTruthy();
    await user.clear(sub.getByRole('textbox', { name: 'Name (answer key)' }));
    await user.type(sub.getByRole('textbox', { name: 'Name (answer key)' }), 'manager');
    await user.clear(sub.getByRole('textbox', { name: 'Label' }));
    await user.type(sub.getByRole('textbox', { name: 'Label' }), 'Manager email');
    await user.click(sub.getByRole('checkbox', { name: 'Required' }));
    await user.click(sub.getByRole('button', { name: 'Save' }));
    expect(dialogs()).toHaveLength(1);
    expect(d.getByText('Manager email')).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Move row question 2 up' }));
    await user.click(d.getByRole('button', { name: 'Edit row question 2' }));
    const edit = within(dialogs()[1]!);
    await user.clear(edit.getByRole('textbox', { name: 'Label' }));
    await user.type(edit.getByRole('textbox', { name: 'Label' }), 'Job title');
    await user.click(edit.getByRole('button', { name: 'Save' }));
    await user.click(d.getByRole('button', { name: 'Add row question' }));
    await user.click(within(dialogs()[1]!).getByRole('button', { name: 'Save' }));
    expect(d.getByText(/Short text · item_1/)).toBeTruthy();
    await user.click(d.getByRole('button', { name: 'Delete row question 3' }));
    expect(d.queryByText(/item_1/)).toBeNull();
    await user.type(d.getByRole('textbox', { name: 'Add button text' }), 'Add a role');
    await user.selectOptions(d.getByRole('combobox', { name: 'Row layout' }), 'inline');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[0]).toEqual({
      name: 'roles',
      type: 'dynamicList',
      label: 'Roles',
      dynamicListOptions: {
        items: [
          { name: 'manager', type: 'email', label: 'Manager email', required: true },
          { name: 'item', type: 'text', label: 'Job title' },
        ],
        addButton: 'Add a role',
        itemLayout: 'inline',
      },
    });
    // The candidate form shows each row with both questions.
    expect(screen.getByRole('button', { name: 'Add a role' })).toBeTruthy();
  });

  it('shows a star rating as disabled by default and enables it with disabled: false', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    await user.click(screen.getAllByRole('button', { name: 'Edit question' })[1]!);
    const d = within(dialogs()[0]!);
    expect(
      (d.getByRole('combobox', { name: 'Question type' }) as HTMLSelectElement).selectedOptions[0]?.text,
    ).toBe('Star rating');
    const disabled = d.getByRole('checkbox', { name: 'Disabled' }) as HTMLInputElement;
    expect(disabled.checked).toBe(true);
    await user.click(disabled);
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[1]).toEqual({
      name: 'mood',
      type: 'star_rating',
      label: 'Mood',
      disabled: false,
    });
  });
});
