import { MantineProvider } from '@mantine/core';
import { letterMergeFields } from '@opencareers/contracts/letter-templates';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LetterTemplateEditor } from './letter-template-editor.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <LetterTemplateEditor value={value} onChange={setValue} mergeFields={letterMergeFields} />;
}

const setup = (initial: string) =>
  render(
    <MantineProvider>
      <Harness initial={initial} />
    </MantineProvider>,
  );

const textArea = () => screen.getByLabelText(/Letter text/) as HTMLTextAreaElement;
const fieldButton = (field: string) =>
  screen.getByRole('button', { name: new RegExp(`^Insert \\{\\{${field}\\}\\}`) });

describe('letter template editor', () => {
  it('inserts merge fields at the cursor, or at the end before the cursor was placed', () => {
    setup('Dear ,\n\nWelcome.');
    fireEvent.click(fieldButton('job_title'));
    expect(textArea().value).toBe('Dear ,\n\nWelcome.{{job_title}}');

    textArea().setSelectionRange(5, 5);
    fireEvent.select(textArea());
    fireEvent.click(fieldButton('candidate_name'));
    expect(textArea().value).toBe('Dear {{candidate_name}},\n\nWelcome.{{job_title}}');
  }, 20_000); // the first Mantine render is slow on a busy machine

  it('names unknown merge fields and unclosed ones as the admin types', () => {
    setup('Dear {{candidate_name}},');
    expect(screen.queryByText(/Unknown merge fields/)).toBeNull();
    fireEvent.change(textArea(), { target: { value: 'Dear {{candidate}}, you earn {{salary}}' } });
    expect(screen.getByText('Unknown merge fields: {{candidate}}, {{salary}}.')).toBeTruthy();
    fireEvent.change(textArea(), { target: { value: 'Dear {{candidate_name' } });
    expect(screen.getByText('A merge field is not closed: write fields as {{field_name}}.')).toBeTruthy();
    expect(textArea().getAttribute('aria-invalid')).toBe('true');
  });

  it('lists every merge field with what it means', () => {
    setup('');
    for (const field of letterMergeFields) expect(fieldButton(field).textContent).toBe(`{{${field}}}`);
    expect(fieldButton('expiry').getAttribute('aria-label')).toContain('open until');
  });
});
