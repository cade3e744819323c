// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldItem } from '../../../core/definition-schema.ts';
import { renderField } from '../../../test/render-field.tsx';

const fields = (): FieldItem[] => [
  { name: 'country', type: 'country', label: 'Country' },
  { name: 'state', type: 'state', label: 'State', dependencies: ['country'] },
];

/** The lists load on first use; until then the field is a disabled box. */
const stateBox = async () => {
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'State' }).hasAttribute('disabled')).toBe(false),
  );
  return screen.getByRole('textbox', { name: 'State' });
};

describe('state field', () => {
  it('lists the states of the chosen country', async () => {
    const { user, submitted } = renderField(fields(), { initialValues: { country: 'CA' } });
    await user.type(await stateBox(), 'quebec{Enter}');
    expect(await submitted()).toEqual({ country: 'CA', state: 'QC' });
  });

  it("lists any country's regions from the dataset, not only the US and Canada", async () => {
    const { user, submitted } = renderField(fields(), { initialValues: { country: 'FR' } });
    await user.type(await stateBox(), 'Bretagne{Enter}');
    expect(await submitted()).toEqual({ country: 'FR', state: 'BRE' });
  });

  it('is free text for a country without a list', async () => {
    const { user, submitted } = renderField(fields(), { initialValues: { country: 'SJ' } });
    const box = await stateBox();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.type(box, 'Longyearbyen');
    expect(await submitted()).toEqual({ country: 'SJ', state: 'Longyearbyen' });
  });
});
