// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

describe('text field', () => {
  it('is required with the label message, trims on blur and applies rules in order', async () => {
    const { user, submitted } = renderField({
      name: 'nick',
      type: 'text',
      label: 'Nickname:',
      required: true,
      rules: [
        { type: 'minLength', value: 3 },
        { type: 'regex', value: '/^[a-z]+$/', message: 'Lowercase only' },
      ],
    });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('Nickname is required')).toBeTruthy();
    const input = screen.getByLabelText(/Nickname/);
    await user.type(input, '  ab ');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('ab');
    expect(await screen.findByText('Enter at least 3 characters.')).toBeTruthy();
    await user.type(input, 'C');
    await user.tab();
    expect(await screen.findByText('Lowercase only')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'abc');
    expect(await submitted()).toEqual({ nick: 'abc' });
  });

  it('highlights an untouched prefilled value', () => {
    renderField({ name: 'nick', type: 'text', label: 'Nickname' }, { initialValues: { nick: 'Jo' } });
    expect(document.querySelector('[data-path="nick"]')?.getAttribute('data-status')).toBe('highlight');
  });
});
