// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
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
    // The typed date outside the range is cleared when the field is left, and the field says why.
    const note = await screen.findByRole('status');
    expect(note.textContent).toMatch(/is outside the dates you can choose, so it was cleared\.$/);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    fireEvent.change(input, { target: { value: toIsoDate(today) } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(await submitted()).toEqual({ d: toIsoDate(today) });
  });

  it('clears every typed date outside the bounds on leaving, and keeps every date inside', async () => {
    renderField({ name: 'd', type: 'date', label: 'Start', dateOptions: { enableFrom: 0, enableUntil: 30 } });
    const input = screen.getByLabelText('Start') as HTMLInputElement;
    const today = new Date();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -800, max: 800 }), async (offset) => {
        const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
        fireEvent.change(input, { target: { value: toIsoDate(day) } });
        fireEvent.blur(input);
        const inside = offset >= 0 && offset <= 30;
        expect(input.value).toBe(inside ? toIsoDate(day) : '');
      }),
      { numRuns: 40 },
    );
  });
});
