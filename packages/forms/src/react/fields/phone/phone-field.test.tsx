// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('phone field', () => {
  it('infers the country from the value and stores the calling code followed by the number', async () => {
    const { user, submitted } = renderField(
      { name: 'tel', type: 'phone', label: 'Phone' },
      { initialValues: { tel: '+44 20 7946 0958' } },
    );
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('GB');
    const number = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(number.value).toBe('2079460958');
    await user.selectOptions(screen.getByLabelText('Country code'), 'US');
    await user.clear(number);
    await user.type(number, '202 555 0143');
    expect(await submitted()).toEqual({ tel: '+1 202 555 0143' });
  });

  it('says when the number is not valid for its country', async () => {
    const { user } = renderField({ name: 'tel', type: 'phone', label: 'Phone' });
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.tab();
    expect(await screen.findByText('Enter a valid phone number and country code.')).toBeTruthy();
  });
});
