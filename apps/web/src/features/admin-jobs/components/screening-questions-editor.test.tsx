import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, fieldsOf } from '../logic/job-draft.ts';
import type { ScreeningDraft } from '../logic/screening-draft.ts';
import { ScreeningQuestionsEditor } from './screening-questions-editor.tsx';

let latest: ScreeningDraft[] = [];

function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<ScreeningDraft[]>([]);
  latest = value;
  return <ScreeningQuestionsEditor value={value} onChange={setValue} errors={errors} />;
}

const show = (errors?: Record<string, string>) =>
  render(
    <MantineProvider>
      <Harness errors={errors} />
    </MantineProvider>,
  );

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('screening questions editor', () => {
  it('adds, edits, reorders and removes questions; a single choice gets options', () => {
    show();
    expect(screen.getByText(/No questions/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(within(question(1)).getByRole('textbox', { name: /^Question/ }), {
      target: { value: 'Years of experience?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(within(question(2)).getByRole('textbox', { name: /^Question/ }), {
      target: { value: 'Pick a shift' },
    });
    fireEvent.click(within(question(2)).getByRole('checkbox', { name: 'Required' }));
    expect(latest.map((q) => [q.label, q.required])).toEqual([
      ['Years of experience?', false],
      ['Pick a shift', true],
    ]);

    // Reorder: the first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(latest.map((q) => q.label)).toEqual(['Pick a shift', 'Years of experience?']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(latest.map((q) => q.label)).toEqual(['Pick a shift']);
  });

  it('shows the field errors the shared schema gives, by path', () => {
    const draft = {
      ...emptyDraft(),
      title: 'Engineer',
      department: 'R&D',
      workPlace: 'remote' as const,
      screeningQuestions: [
        { id: 'a1', label: '', type: 'single_choice' as const, required: true, options: ['Only'] },
      ],
    };
    const errors = checkDraft(draft);
    expect(errors).toMatchObject({
      'screeningQuestions.0.label': 'Enter the question',
      'screeningQuestions.0.options': 'Give at least two options',
    });
    // A question whose type no longer has options sends none.
    const asText = { ...draft.screeningQuestions[0]!, type: 'short_text' as const, label: 'Why?' };
    expect(fieldsOf({ ...draft, screeningQuestions: [asText] }).screeningQuestions).toEqual([
      { id: 'a1', label: 'Why?', type: 'short_text', required: true, options: [] },
    ]);
    expect(checkDraft({ ...draft, screeningQuestions: [asText] })).toEqual({});

    render(
      <MantineProvider>
        <ScreeningQuestionsEditor value={draft.screeningQuestions} onChange={() => {}} errors={errors} />
      </MantineProvider>,
    );
    expect(screen.getByText('Enter the question')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Give at least two options');
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveProperty('value', 'Only');
  });
});
