// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldItem } from '../../core/definition-schema.ts';
import { renderWithMantine } from '../../test/render.tsx';
import { QuestionEditor } from './question-editor.tsx';

const edit = (item: FieldItem) => {
  const onSave = vi.fn();
  renderWithMantine(
    <QuestionEditor
      item={item}
      check={() => ({})}
      sources={[{ name: 'email', type: 'email', label: 'Email' }]}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return { d: within(screen.getByRole('dialog')), saved: () => onSave.mock.calls.at(-1)?.[0] as FieldItem };
};

describe('type settings', () => {
  it('edits a date’s picker, bounds (a date or days from today) and format', async () => {
    const user = userEvent.setup();
    const { d, saved } = edit({ name: 'start', type: 'date' });
    await user.selectOptions(d.getByRole('combobox', { name: 'Picker' }), 'Month');
    await user.type(d.getByRole('textbox', { name: 'Earliest date' }), '-30');
    await user.type(d.getByRole('textbox', { name: 'Latest date' }), '2030-01-31');
    await user.type(d.getByRole('textbox', { name: 'Date format' }), 'MM/YYYY');
    await user.click(d.getByRole('checkbox', { name: 'Offer a "Today" button' }));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(saved().dateOptions).toEqual({
      picker: 'month',
      enableFrom: -30,
      enableUntil: '2030-01-31',
      dateFormat: 'MM/YYYY',
      today: true,
    });
  });

  it('edits a phone’s default country, an e-sign’s widget, an upload’s file count and a validator', async () => {
    const user = userEvent.setup();
    let { d, saved } = edit({ name: 'tel', type: 'phone' });
    await user.type(d.getByRole('textbox', { name: 'Default country' }), 'ca');
    await user.type(d.getByRole('textbox', { name: 'Number placeholder' }), '555 0100');
    await user.selectOptions(d.getByRole('combobox', { name: 'Extra check' }), 'Must match another answer');
    await user.type(d.getByRole('textbox', { name: 'Extra check message' }), 'Same as before');
    await user.click(d.getByRole('checkbox', { name: 'Email' }));
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(saved()).toEqual({
      name: 'tel',
      type: 'phone',
      phoneOptions: { defaultCountryCode: 'CA', placeholders: { number: '555 0100' } },
      customValidator: { type: 'matchesField', field: 'email', message: 'Same as before' },
      dependencies: ['email'],
    });
    cleanup();
    ({ d, saved } = edit({ name: 'sig', type: 'esignForm' }));
    await user.type(d.getByRole('textbox', { name: 'Widget id (wid)' }), 'offer-1');
    await user.type(d.getByRole('textbox', { name: 'Address (https)' }), 'https://sign.example.com/w');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(saved().additionalProperties).toEqual({ wid: 'offer-1', url: 'https://sign.example.com/w' });
    cleanup();
    ({ d, saved } = edit({ name: 'cv', type: 'file_upload', rules: [{ type: 'required' }] }));
    await user.type(d.getByRole('textbox', { name: 'Most files' }), '3');
    await user.click(d.getByRole('button', { name: 'Save' }));
    expect(saved().rules).toEqual([{ type: 'required' }, { type: 'maxLength', value: 3 }]);
  });
});
