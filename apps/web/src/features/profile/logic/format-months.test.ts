import { describe, expect, it } from 'vitest';
import { formatMonthRange } from './format-months.ts';

describe('formatMonthRange', () => {
  it('reads month ranges, current jobs and partial dates', () => {
    expect(formatMonthRange('2022-03', null, true, 'en', 'Present')).toBe('Mar 2022 – Present');
    expect(formatMonthRange('2019-09', '2022-02', false, 'en', 'Present')).toBe('Sep 2019 – Feb 2022');
    expect(formatMonthRange(null, '2022-02', false, 'en', 'Present')).toBe('Feb 2022');
    expect(formatMonthRange(null, null, false, 'en', 'Present')).toBe('');
  });
});
