// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('number field', () => {
  it('accepts digits only and applies min/max value rules', async () => {
    const { user, submitted } = renderField({
      name: 'n',
      type: 'number',
      label: 'Years',
      rules: [{ type: 'maxValue', value: 60 }],
    });
    const input = screen.getByLabelText('Years') as HTMLInputElement;
    await user.type(input, '6a-1.');
    expect(input.value).toBe('61');
    await user.tab();
    expect(await screen.findByText('Enter a value less than or equal to 60.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '42');
    expect(await submitted()).toEqual({ n: '42' });
  });
});
