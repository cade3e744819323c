// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('checkbox group field', () => {
  it('is required and answers the ticked values', async () => {
    const { user, submitted } = renderField({
      name: 'days',
      type: 'checkbox',
      label: 'Days',
      required: true,
      checkboxOptions: {
        choices: [
          { label: 'Mon', value: 'mon' },
          { label: 'Tue', value: 'tue' },
        ],
      },
    });
    expect(await submitted()).toBeUndefined();
    expect(screen.getByText('Days is required')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Days/ })).toBeTruthy();
    await user.click(screen.getByLabelText('Tue'));
    expect(await submitted()).toEqual({ days: ['tue'] });
  });
});
