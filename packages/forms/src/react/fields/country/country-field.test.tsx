// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('country field', () => {
  it('lists countries by name and answers the ISO code', async () => {
    const { user, submitted } = renderField({ name: 'c', type: 'country', label: 'Country' });
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'Canada{Enter}');
    expect(await submitted()).toEqual({ c: 'CA' });
  });
});
