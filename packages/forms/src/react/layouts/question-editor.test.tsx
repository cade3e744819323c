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
        { name: 'nickname', type: 'text', label: 'Nickname' },
        { name: 'team', type: 'text', label: 'Team' },
      ],
    },
  ],
};

const lastSaved = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)![0] as FormDefinition;

const open = async (user: ReturnType<typeof userEvent.setup>, index: number) => {
  await user.click(screen.getAllByRole('button', { name: 'Edit question' })[index]!);
  return screen.getByRole('dialog', { name: 'Edit question' });
};

describe('question editor', () => {
  it('turns a text question into a select with ordered options, a rule and settings', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    const dialog = await open(user, 1);
    const d = within(dialog);
    await user.selectOptions(d.getByRole('combobox', { name: 'Question type' }), 'select');
    await user.click(d.getByRole('button', { name: 'Add option' }));
    await user.click(d.getByRole('button', { name: 'Add option' }));
    await user.click(d.getByRole('button', { name: 'Add option' }));
    expect((d.getByRole('button', { name: 'Move option 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((d.getByRole('button', { name: 'Move option 3 down' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(d.getByRole('textbox', { name: 'Option 1 label' }));
    await user.type(d.getByRole('textbox', { name: 'Option 1 label' }), 'Design');
    await user.click(d.getByRole('button', { name: 'Move option 1 down' }));
    await user.click(d.getByRole('button', { name: 'Remove option 3' }));
    await user.click(d.getByRole('checkbox', { name: 'Required' }));
    await user.type(d.getByRole('textbox', { name: 'Options address (a path on this site)' }), '/api/teams');
    await user.click(d.getByRole('button', { name: 'Save' }));
    const saved = lastSaved(onChange);
    expect(saved.sections[0]!.items[1]).toEqual({
      name: 'team',
      type: 'select',
      label: 'Team',
      required: true,
      selectOptions: {
        apiEndpoint: '/api/teams',
        choices: [
          { label: 'Option 2', value: 'option_2' },
          { label: 'Design', value: 'option_1' },
        ],
      },
    });
  });

  it('shows schema messages by their inputs and saves only once they are fixed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    const d = within(await open(user, 0));
    await user.clear(d.getByRole('textbox', { name: 'Name (answer key)' }));
    await user.type(d.getByRole('textbox', { name: 'Name (answer key)' }), 'team');
    await user.click(d.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Rule 1 type' }), 'regex');
    await user.type(d.getByRole('textbox', { name: 'Rule 1 value' }), 'not a pattern');
    await user.type(d.getByRole('textbox', { name: 'Rule 1 custom message' }), 'Letters only');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(d.getByRole('alert').textContent).toContain('Fix the marked fields before saving.');
    expect(d.getByText('Another question is already named "team"')).toBeTruthy();
    await user.clear(d.getByRole('textbox', { name: 'Name (answer key)' }));
    await user.type(d.getByRole('textbox', { name: 'Name (answer key)' }), 'alias');
    expect(d.getByText('Write the pattern as /pattern/flags, e.g. /^[A-Z]+$/')).toBeTruthy();
    await user.clear(d.getByRole('textbox', { name: 'Rule 1 value' }));
    await user.type(d.getByRole('textbox', { name: 'Rule 1 value' }), '/^[[a-z]+$/');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(onChange.mock.calls.at(-1)?.[0].sections[0].items[0]).toEqual({
      name: 'alias',
      type: 'text',
      label: 'Nickname',
      rules: [{ type: 'regex', value: '/^[a-z]+$/', message: 'Letters only' }],
    });
  });

  it('adds a question only when its editor saves, and edits upload and skill settings', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    let d = within(screen.getByRole('dialog', { name: 'Add question' }));
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    d = within(screen.getByRole('dialog', { name: 'Add question' }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Question type' }), 'file_upload');
    await user.type(d.getByRole('textbox', { name: 'Largest file (MB)' }), '2');
    await user.type(d.getByRole('textbox', { name: 'Allowed file types (comma separated)' }), 'PDF, docx');
    await user.click(d.getByRole('button', { name: 'Save' }));
    const added = lastSaved(onChange).sections[0]!.items[2];
    expect(added).toEqual({
      name: 'question_1',
      type: 'file_upload',
      label: 'Add question',
      fileUploadOptions: { uploadSize: 2, allowedTypes: ['pdf', 'docx'] },
    });
    d = within(await open(user, 2));
    await user.selectOptions(d.getByRole('combobox', { name: 'Question type' }), 'skillSelector');
    await user.type(d.getByRole('textbox', { name: 'Skills shown before the "+N" toggle' }), '3');
    await user.type(d.getByRole('textbox', { name: 'Suggested skills (comma separated)' }), 'SQL, Go,');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(lastSaved(onChange).sections[0]!.items[2]).toMatchObject({
      type: 'skillSelector',
      skillSelectorOptions: { showMoreThreshold: 3, suggestedSkills: ['SQL', 'Go'] },
    });
  });

  it('adds, renames and deletes (empty) sections', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    // A section with questions cannot be deleted, nor the only one.
    expect(screen.queryByRole('button', { name: 'Delete section' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(lastSaved(onChange).sections.map((s) => s.title)).toEqual(['About you', 'New section']);
    await user.click(screen.getAllByRole('button', { name: 'Rename section' })[1]!);
    const d = within(screen.getByRole('dialog', { name: 'Rename section' }));
    await user.clear(d.getByRole('textbox', { name: 'Section title' }));
    await user.type(d.getByRole('textbox', { name: 'Section title' }), 'x'.repeat(301));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(d.getByText(/300/)).toBeTruthy();
    await user.clear(d.getByRole('textbox', { name: 'Section title' }));
    await user.type(d.getByRole('textbox', { name: 'Section title' }), 'Your documents');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { name: 'Your documents' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete section' }));
    expect(lastSaved(onChange).sections.map((s) => s.title)).toEqual(['About you']);
  });
});
