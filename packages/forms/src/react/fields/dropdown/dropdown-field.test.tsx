// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

describe('dropdown field', () => {
  it('is required and picks a choice by keyboard', async () => {
    const { user, submitted } = renderField({
      name: 'shift',
      type: 'dropdown',
      label: 'Shift',
      required: true,
      selectOptions: {
        choices: [
          { label: 'Day', value: 'day' },
          { label: 'Night', value: 'night' },
        ],
      },
    });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('Shift is required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Shift/ }), 'Nig{Enter}');
    expect(await submitted()).toEqual({ shift: 'night' });
  });
});
