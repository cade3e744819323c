// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

describe('ssn field', () => {
  it('auto-formats, cuts at 11 characters, and an empty required SSN gives the required message', async () => {
    const { user, submitted } = renderField({ name: 'ssn', type: 'ssn', label: 'SSN', required: true });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('SSN is required')).toBeTruthy();
    const input = screen.getByLabelText(/SSN/) as HTMLInputElement;
    await user.type(input, '1234567');
    expect(input.value).toBe('123-45-67');
    await user.tab();
    expect(
      await screen.findByText('Social security number is invalid. Enter in the format of XXX-XX-XXXX.'),
    ).toBeTruthy();
    await user.type(input, '8999999');
    expect(input.value).toBe('123-45-6789');
    expect(await submitted()).toEqual({ ssn: '123-45-6789' });
  });
});
