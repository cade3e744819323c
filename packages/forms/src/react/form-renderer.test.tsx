// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/definition-schema.ts';
import { allFieldsForm } from '../examples/all-fields-form.ts';
import { renderWithMantine } from '../test/render.tsx';
import { FormRenderer } from './form-renderer.tsx';

const simple: FormDefinition = {
  sections: [
    {
      title: 'About',
      items: [
        { name: 'first', type: 'text', label: 'First name', required: true },
        { name: 'email', type: 'email', label: 'Email' },
        {
          name: 'kind',
          type: 'radio',
          label: 'Kind',
          radioOptions: {
            choices: [
              { label: 'A', value: 'a' },
              { label: 'B', value: 'b' },
            ],
          },
        },
        {
          name: 'detail',
          type: 'text',
          label: 'Detail',
          required: true,
          visibleFn: { field: 'kind', op: 'equals', value: 'b' },
        },
      ],
    },
  ],
};

describe('FormRenderer', () => {
  it.each(['plain', 'stepper', 'htmlDescription', 'adminEditor'] as const)(
    'renders the all-fields example in the %s layout',
    (layout) => {
      renderWithMantine(<FormRenderer definition={allFieldsForm} layout={layout} onSubmit={() => {}} />);
      expect(screen.getByLabelText(/Full name/)).toBeTruthy();
      expect(screen.getByText('Employee handbook (preview)')).toBeTruthy();
      expect(document.querySelectorAll('[data-field]').length).toBeGreaterThan(20);
    },
    30_000,
  );

  it('validates on blur with the §5 messages, and trims text', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FormRenderer definition={simple} onSubmit={() => {}} />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'x@y');
    await user.tab();
    expect(await screen.findByText('Email is invalid. Use the format "name@example.com".')).toBeTruthy();
    const first = screen.getByLabelText(/First name/);
    await user.type(first, '  Jo  ');
    await user.tab();
    expect((first as HTMLInputElement).value).toBe('Jo');
  });

  it('focuses the error summary on a failed submit and submits only visible fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <FormRenderer definition={simple} onSubmit={onSubmit} initialValues={{ detail: 'stale' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-error-summary')).toBe(true));
    expect(screen.getByRole('link', { name: 'First name is required' })).toBeTruthy();
    expect(screen.getByText('First name is required', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/First name/), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ first: 'Jo', email: '', kind: '' });
  });

  it('shows a field when its rule holds (debounced) and unregisters it when hidden', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMantine(
      <FormRenderer definition={simple} onSubmit={onSubmit} initialValues={{ first: 'Jo' }} />,
    );
    expect(screen.queryByLabelText(/Detail/)).toBeNull();
    await user.click(screen.getByLabelText('B'));
    const detail = await screen.findByLabelText(/Detail/);
    await user.type(detail, 'more');
    await user.click(screen.getByLabelText('A'));
    await waitFor(() => expect(screen.queryByLabelText(/Detail/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('detail');
  });

  it('sets server errors per field and focuses the first', async () => {
    const { rerender } = renderWithMantine(<FormRenderer definition={simple} onSubmit={() => {}} />);
    rerender(
      <FormRenderer
        definition={simple}
        onSubmit={() => {}}
        serverErrors={{ email: 'Email is taken', first: 'Too short' }}
      />,
    );
    expect(await screen.findByText('Email is taken', { selector: '[id$="-error"]' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)));
  });

  it('Enter in a text input does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithMantine(
      <FormRenderer definition={simple} onSubmit={onSubmit} initialValues={{ first: 'Jo' }} />,
    );
    const input = screen.getByLabelText(/First name/);
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    fireEvent.keyDown(input, { key: 'a' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('view mode shows answers as text and masks social numbers', () => {
    renderWithMantine(
      <FormRenderer
        definition={allFieldsForm}
        mode="view"
        initialValues={{
          fullName: 'Jordan Rivera',
          country: 'US',
          ssn: '123-45-6789',
          relocate: true,
          teamwork: 4,
        }}
      />,
    );
    expect(screen.getByText('Jordan Rivera')).toBeTruthy();
    expect(screen.getByText('•••-••-6789')).toBeTruthy();
    expect(screen.queryByText('123-45-6789')).toBeNull();
    expect(screen.getByText(/Very Good/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
