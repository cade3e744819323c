// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('star rating field', () => {
  it('is disabled by default (§9)', () => {
    renderField({ name: 'r', type: 'star_rating', label: 'Rate' });
    const radios = screen.queryAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((r) => r.disabled || r.readOnly)).toBe(true);
    expect(
      screen.queryByRole('radio', { name: 'Poor', checked: false })?.closest('[data-read-only]') ??
        'no input',
    ).toBeTruthy();
  });

  it('labels five stars Poor … Excellent and answers 1 to 5', async () => {
    const { submitted } = renderField({
      name: 'r',
      type: 'star_rating',
      label: 'Rate',
      disabled: false,
      required: true,
    });
    for (const label of ['Poor', 'Average', 'Good', 'Very Good', 'Excellent'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    expect(await submitted()).toBeUndefined();
    // Choosing is covered in Chromium (e2e/forms): Mantine picks by pointer position, which jsdom lacks.
    cleanup();
    const prefilled = renderField(
      { name: 'r', type: 'star_rating', label: 'Rate', disabled: false },
      { initialValues: { r: 4 } },
    );
    expect((screen.getByRole('radio', { name: 'Very Good' }) as HTMLInputElement).checked).toBe(true);
    expect(await prefilled.submitted()).toEqual({ r: 4 });
  });
});
