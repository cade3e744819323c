// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../core/dates.ts';
import { renderField } from '../../../test/render-field.tsx';

describe('date field', () => {
  it('limits the picker to the enabled range (a number is days from today)', async () => {
    const { submitted } = renderField({
      name: 'd',
      type: 'date',
      label: 'Start',
      dateOptions: { enableFrom: 0, enableUntil: 30 },
    });
    const input = screen.getByLabelText('Start') as HTMLInputElement;
    const today = new Date();
    expect(input.type).toBe('date');
    expect(input.min).toBe(toIsoDate(today));
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    fireEvent.change(input, { target: { value: toIsoDate(yesterday) } });
    fireEvent.blur(input);
    expect(await screen.findByText('Choose a date in the allowed range.')).toBeTruthy();
    fireEvent.change(input, { target: { value: toIsoDate(today) } });
    expect(await submitted()).toEqual({ d: toIsoDate(today) });
  });
});
