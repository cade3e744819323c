// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../core/definition-schema.ts';
import { renderWithMantine } from '../../test/render.tsx';
import { FormRenderer } from '../form-renderer.tsx';
import { duplicateItem, moveItem } from './admin-editor-form.tsx';

const def: FormDefinition = {
  title: 'Steps',
  description: '<p>Read <em>this</em> first.</p>',
  sections: [
    {
      title: 'One',
      items: [
        { name: 'a', type: 'text', label: 'A', required: true, newItem: true },
        { name: 'b', type: 'text', label: 'B', required: true },
      ],
    },
    {
      title: 'Two',
      items: [
        { name: 'c', type: 'text', label: 'C', newItem: true },
        { name: 'd', type: 'text', label: 'D', newItem: true },
      ],
    },
    { title: 'Three', items: [{ name: 'e', type: 'text', label: 'E', required: true }] },
  ],
};

describe('stepper layout', () => {
  it('counts new questions and errors per step; a step focuses its first invalid or first input; Home/End', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FormRenderer definition={def} layout="stepper" onSubmit={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(nav.textContent).toContain('1 new question');
    expect(nav.textContent).toContain('2 new questions');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(nav.textContent).toContain('2 errors found'));
    expect(nav.textContent).toContain('1 error found');
    const steps = screen.getAllByRole('button').filter((b) => b.hasAttribute('data-step'));
    await user.click(steps[2]!);
    expect(document.activeElement).toBe(screen.getByLabelText(/^E/));
    await user.click(steps[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText(/^C/));
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    steps[1]!.focus();
    fireEvent.keyDown(steps[1]!, { key: 'End' });
    expect(document.activeElement).toBe(steps[2]);
    fireEvent.keyDown(steps[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(steps[0]);
  });
});

describe('HTML-description layout', () => {
  it('shows the sanitised description beside the fields', () => {
    renderWithMantine(<FormRenderer definition={def} layout="htmlDescription" onSubmit={() => {}} />);
    expect(screen.getByText('this').tagName).toBe('EM');
  });
});

describe('admin editor layout', () => {
  it('has the tooltipped actions, disabled ends, and debounces reorders by 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    renderWithMantine(<FormRenderer definition={def} layout="adminEditor" onDefinitionChange={onChange} />);
    const ups = screen.getAllByRole('button', { name: 'Move question up' });
    const downs = screen.getAllByRole('button', { name: 'Move question down' });
    expect((ups[0] as HTMLButtonElement).disabled).toBe(true);
    expect((downs[1] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Duplicate question' })).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'Edit question' })).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'Delete question' })).toHaveLength(5);
    fireEvent.click(downs[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Move question down' })[0]!);
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].sections[0].items.map((i: { name: string }) => i.name)).toEqual([
      'a',
      'b',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete question' })[4]!);
    expect(onChange.mock.calls.at(-1)?.[0].sections[2].items).toEqual([]);
    vi.useRealTimers();
  });

  it('duplicates with a free name and moves items', () => {
    const item = def.sections[0]!.items[0]!;
    expect(duplicateItem(item, new Set(['a', 'a_2'])).name).toBe('a_3');
    expect(moveItem(def, 0, 0, 1).sections[0]!.items.map((i) => i.name)).toEqual(['b', 'a']);
  });
});
