// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';
import { clearOptionsCache } from './use-options.ts';

afterEach(() => clearOptionsCache());

describe('select field', () => {
  it('filters ignoring case and accents and picks by keyboard', async () => {
    const { user, submitted } = renderField({
      name: 'city',
      type: 'select',
      label: 'City',
      selectOptions: {
        choices: [
          { label: 'Zürich', value: 'zh' },
          { label: 'Québec', value: 'qc' },
          { label: 'Austin', value: 'au' },
        ],
        choicesSortOrder: 'ascending',
      },
    });
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'QUEBEC{Enter}');
    expect(await submitted()).toEqual({ city: 'qc' });
  });

  it('loads options from the endpoint with the parent value, once per parent, and resets unknown values', async () => {
    const loadOptions = vi.fn(async (url: string) =>
      url.endsWith('/US') ? [{ label: 'New York', value: 'NY' }] : [{ label: 'Ontario', value: 'ON' }],
    );
    const { rerender, submitted } = renderField(
      [
        { name: 'country', type: 'text', label: 'Country' },
        {
          name: 'region',
          type: 'select',
          label: 'Region',
          dependencies: ['country'],
          selectOptions: { apiEndpoint: '/api/regions/{parentValue}' },
        },
      ],
      { initialValues: { country: 'US', region: 'XX' }, callbacks: { loadOptions } },
    );
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('/api/regions/US'));
    expect(await submitted()).toEqual({ country: 'US', region: '' });
    rerender(<div />);
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('shows Not Applicable when there are no options, chosen and disabled', async () => {
    const { submitted } = renderField(
      { name: 'team', type: 'select', label: 'Team', selectOptions: { apiEndpoint: '/api/teams' } },
      { callbacks: { loadOptions: async () => [] } },
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Team' }) as HTMLInputElement).value).toBe(
        'Not Applicable',
      ),
    );
    expect((screen.getByRole('textbox', { name: 'Team' }) as HTMLInputElement).disabled).toBe(true);
    expect(await submitted()).toEqual({ team: 'N/A' });
  });
});
