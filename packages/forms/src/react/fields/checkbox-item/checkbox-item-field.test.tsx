// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

describe('checkbox item field', () => {
  it('a required box must be ticked', async () => {
    const { user, submitted } = renderField({
      name: 'ok',
      type: 'checkboxItem',
      label: 'I agree.',
      required: true,
    });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('I agree is required')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(await submitted()).toEqual({ ok: true });
  });
});
