// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineError, renderField } from '../../../test/render-field.tsx';

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
    expect(inlineError('Days is required')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Days/ })).toBeTruthy();
    await user.click(screen.getByLabelText('Tue'));
    expect(await submitted()).toEqual({ days: ['tue'] });
  });
});

describe('checkbox shape', () => {
  it('every checkbox keeps square corners (radius xs), never the round look of a radio', () => {
    renderField([
      {
        name: 'days',
        type: 'checkbox',
        label: 'Days',
        checkboxOptions: { choices: ['Mon', 'Tue', 'Wed'].map((d) => ({ label: d, value: d })) },
      },
      { name: 'agree', type: 'checkboxItem', label: 'I agree' },
    ]);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      const root = box.closest('.mantine-Checkbox-root') as HTMLElement;
      expect(root.style.getPropertyValue('--checkbox-radius')).toBe('var(--mantine-radius-xs)');
    }
  });
});
