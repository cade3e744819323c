// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('sin field', () => {
  it('auto-formats 3-3-3 and validates', async () => {
    const { user, submitted } = renderField({ name: 'sin', type: 'sin', label: 'SIN' });
    const input = screen.getByLabelText('SIN') as HTMLInputElement;
    await user.type(input, '12345678');
    expect(input.value).toBe('123-456-78');
    await user.tab();
    expect(
      await screen.findByText('Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.'),
    ).toBeTruthy();
    await user.type(input, '9');
    expect(await submitted()).toEqual({ sin: '123-456-789' });
  });
});
