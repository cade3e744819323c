// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../core/definition-schema.ts';
import { renderWithMantine } from '../test/render.tsx';
import { settle } from '../test/settle.ts';
import { FormRenderer } from './form-renderer.tsx';

const def: FormDefinition = {
  title: 'Apply',
  sections: [
    {
      title: 'One',
      items: [
        { name: 'name', type: 'text', label: 'Full name', required: true },
        { name: 'summary', type: 'textarea', label: 'Summary', rules: [{ type: 'minLength', value: 5 }] },
      ],
    },
    {
      title: 'Two',
      items: [
        {
          name: 'where',
          type: 'radio',
          label: 'Work place',
          required: true,
          radioOptions: { choices: [{ label: 'Remote', value: 'remote' }] },
        },
        {
          name: 'roles',
          type: 'dynamicList',
          label: 'Roles',
          rules: [{ type: 'minLength', value: 1 }],
          dynamicListOptions: {
            items: [{ name: 'title', type: 'text', label: 'Job title', required: true }],
          },
        },
      ],
    },
  ],
};

const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');

describe.each(['plain', 'stepper'] as const)('error summary (%s layout)', (layout) => {
  it('lists the problems as links on a failed submit, takes focus, follows fixes, then leaves', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FormRenderer definition={def} layout={layout} onSubmit={() => {}} />);
    expect(summary()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const box = summary()!;
    // Named by its heading; announced through its alert region.
    const heading = within(box).getByRole('heading', { name: 'There are 4 problems with your answers' });
    expect(box.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(within(box).getByRole('alert')).toBeTruthy();
    const links = within(box).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Full name is required',
      'Summary: Enter at least 5 characters.',
      'Work place is required',
      'Roles, item 1: Job title is required',
    ]);
    // Each link's target is its field's input, and following it focuses that field.
    expect(document.querySelector(links[1]!.getAttribute('href')!)).toBe(
      screen.getByRole('textbox', { name: 'Summary' }),
    );
    await user.click(links[2]!);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Remote' }));
    await user.click(links[3]!);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Job title/ }));

    // Fixing an answer removes its line at once (no blur needed); the last fix removes the box.
    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 'Analyst');
    await waitFor(() => expect(within(box).getAllByRole('link')).toHaveLength(3));
    expect(heading.textContent).toBe('There are 3 problems with your answers');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Jo');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'de');
    await user.click(screen.getByRole('radio', { name: 'Remote' }));
    await waitFor(() => expect(summary()).toBeNull());
  });
});

describe('errors shown on blur', () => {
  it('clear as soon as the value becomes valid, before the next blur', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FormRenderer definition={def} onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Summary' });
    await user.type(input, 'abc');
    await user.tab();
    await screen.findByText('Enter at least 5 characters.');
    await user.click(input);
    await user.type(input, 'd');
    expect(screen.getByText('Enter at least 5 characters.')).toBeTruthy();
    await user.type(input, 'e');
    await waitFor(() => expect(screen.queryByText('Enter at least 5 characters.')).toBeNull());
    expect(document.activeElement).toBe(input);
  });

  it('wait for the pointer release when pressing another control caused the blur', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FormRenderer definition={def} onSubmit={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'abc');
    const add = screen.getByRole('button', { name: 'Add Item' });
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    await act(settle);
    // Pressed: the field has blurred, but its error line would move the button mid-click.
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Summary' }));
    expect(screen.queryByText('Enter at least 5 characters.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    await screen.findByText('Enter at least 5 characters.');
    // The click landed: the list has a new row.
    expect(screen.getAllByRole('textbox', { name: /Job title/ })).toHaveLength(2);
  });
});
