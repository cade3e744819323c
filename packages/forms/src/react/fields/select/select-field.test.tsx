// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render.tsx';
import { renderField } from '../../../test/render-field.tsx';
import { FormRenderer } from '../../form-renderer.tsx';
import { FormServicesProvider } from '../../form-services.tsx';
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

  it('loads endpoint options through the host’s getJson and refetches when the parent changes', async () => {
    const getJson = vi.fn(async (url: string) => ({
      data: {
        options: url.endsWith('/CA') ? [{ label: 'Ontario', value: 'ON' }] : [{ label: 'N/A', value: 'N/A' }],
      },
    }));
    const onSubmit = vi.fn();
    const { rerender } = renderWithMantine(
      <FormServicesProvider services={{ getJson }}>
        <FormRenderer
          definition={{
            sections: [
              {
                title: 'S',
                items: [
                  { name: 'country', type: 'text', label: 'Country' },
                  {
                    name: 'region',
                    type: 'select',
                    label: 'Region',
                    dependencies: ['country'],
                    selectOptions: { apiEndpoint: '/api/regions/{parentValue}' },
                  },
                ],
              },
            ],
          }}
          initialValues={{ country: 'CA' }}
          onSubmit={onSubmit}
        />
      </FormServicesProvider>,
    );
    await waitFor(() => expect(getJson).toHaveBeenCalledWith('/api/regions/CA'));
    const country = screen.getByRole('textbox', { name: 'Country' }) as HTMLInputElement;
    fireEvent.change(country, { target: { value: 'ZZ' } });
    await waitFor(() => expect(getJson).toHaveBeenCalledWith('/api/regions/ZZ'));
    // The lone N/A answer is chosen and the control disabled (§4).
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Region' }) as HTMLInputElement).disabled).toBe(true),
    );
    rerender(<div />);
  });
});
