// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('state field', () => {
  it('lists the states of the chosen country and falls back to text elsewhere', async () => {
    const { user, submitted } = renderField(
      [
        { name: 'country', type: 'country', label: 'Country' },
        { name: 'state', type: 'state', label: 'State', dependencies: ['country'] },
      ],
      { initialValues: { country: 'CA' } },
    );
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'quebec{Enter}');
    expect(await submitted()).toEqual({ country: 'CA', state: 'QC' });
  });

  it('is free text for a country without a list', async () => {
    const { user, submitted } = renderField(
      [
        { name: 'country', type: 'country', label: 'Country' },
        { name: 'state', type: 'state', label: 'State', dependencies: ['country'] },
      ],
      { initialValues: { country: 'FR' } },
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'Bretagne');
    expect(await submitted()).toEqual({ country: 'FR', state: 'Bretagne' });
  });
});
