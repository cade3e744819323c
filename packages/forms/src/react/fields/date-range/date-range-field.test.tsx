// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toIsoMonth } from '../../../core/dates.ts';
import { renderField } from '../../../test/render-field.tsx';

const item = {
  name: 'job',
  type: 'dateRange' as const,
  label: 'Role',
  dateRangeOptions: { showCurrentCheck: true, disallowFutureStartDate: true },
};

describe('date range field', () => {
  it('needs both dates; "current" sets the end to now and disables it', async () => {
    const { user, submitted } = renderField(item);
    const start = screen.getByLabelText('Start date (mm/yyyy)') as HTMLInputElement;
    await user.type(start, '032021');
    expect(start.value).toBe('03/2021');
    await user.tab();
    expect(await screen.findByText('Please enter both a start and end date.')).toBeTruthy();
    await user.click(screen.getByLabelText("I'm currently in this role."));
    const end = screen.getByLabelText('End date (mm/yyyy)') as HTMLInputElement;
    expect(end.disabled).toBe(true);
    expect(await submitted()).toEqual({
      job: { startDate: '2021-03', endDate: toIsoMonth(new Date()), isCurrent: true },
    });
  });

  it('unticking current with an incomplete range clears it; a future start is refused', async () => {
    const { user } = renderField(item);
    await user.type(screen.getByLabelText('Start date (mm/yyyy)'), '01');
    await user.click(screen.getByLabelText("I'm currently in this role."));
    await user.click(screen.getByLabelText("I'm currently in this role."));
    expect((screen.getByLabelText('Start date (mm/yyyy)') as HTMLInputElement).value).toBe('');
    const next = new Date().getFullYear() + 1;
    await user.type(screen.getByLabelText('Start date (mm/yyyy)'), `01${next}`);
    await user.type(screen.getByLabelText('End date (mm/yyyy)'), `02${next}`);
    await user.tab();
    expect(await screen.findByText('Start date cannot be in the future')).toBeTruthy();
  });
});
