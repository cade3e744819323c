// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('email field', () => {
  it('checks the format on blur', async () => {
    const { user, submitted } = renderField({ name: 'email', type: 'email', label: 'Email' });
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    await user.type(input, 'a@b');
    await user.tab();
    expect(await screen.findByText('Email is invalid. Use the format "name@example.com".')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '.co');
    expect(await submitted()).toEqual({ email: 'a@b.co' });
  });
});
