// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

const choices = [
  { label: 'Yes', value: 'y' },
  { label: 'No', value: 'n' },
];

describe('radio field', () => {
  it('is required and answers the chosen value', async () => {
    const { user, submitted } = renderField({
      name: 'r',
      type: 'radio',
      label: 'Sure',
      required: true,
      radioOptions: { choices },
    });
    expect(await submitted()).toBeUndefined();
    expect(inlineError('Sure is required')).toBeTruthy();
    await user.click(screen.getByLabelText('No'));
    expect(await submitted()).toEqual({ r: 'n' });
  });

  it('shows a toggle as a segmented control', async () => {
    const { user, submitted } = renderField({
      name: 'r',
      type: 'radio',
      label: 'Sure',
      radioOptions: { choices, toggle: true },
    });
    await user.click(screen.getByText('Yes'));
    expect(await submitted()).toEqual({ r: 'y' });
  });
});
