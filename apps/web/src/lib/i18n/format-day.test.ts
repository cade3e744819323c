import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatNumericDay, formatTime } from './format-day.ts';

describe('formatDay', () => {
  it('writes the day in the reader language', () => {
    expect(formatDay('2026-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T10:00:00Z', 'de')).toBe('04.03.2026');
  });

  it('keeps text it cannot read and survives an unknown language tag', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2026-03-04T10:00:00Z', 'not a tag!')).toBe('Mar 4, 2026');
  });
});

describe('formatDateTime and formatTime', () => {
  it('write a moment in the reader language and the given time zone', () => {
    expect(formatDateTime('2026-03-04T10:00:00Z', 'en-US', 'UTC')).toBe('Mar 4, 2026, 10:00 AM');
    expect(formatDateTime('2026-03-04T10:00:00Z', 'de', 'UTC')).toBe('04.03.2026, 10:00');
    expect(formatDateTime('later', 'en')).toBe('later');
    expect(formatTime('2026-03-04T10:00:00Z', 'en-US')).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  });
});

describe('formatNumericDay', () => {
  it('writes a bare calendar day numerically without moving it across time zones', () => {
    expect(formatNumericDay('2027-03-01', 'en-US')).toBe('03/01/2027');
    expect(formatNumericDay('2027-03-01', 'de')).toBe('01.03.2027');
    expect(formatNumericDay('2027-03-01', 'not a tag!')).toBe('03/01/2027');
  });

  it('writes a timestamp in the reader time zone and keeps unreadable text', () => {
    const local = new Date(2026, 2, 5, 12, 0, 0).toISOString();
    expect(formatNumericDay(local, 'en-US')).toBe('03/05/2026');
    expect(formatNumericDay('2027-13-45', 'en-US')).toBe('2027-13-45');
    expect(formatNumericDay('soon', 'en-US')).toBe('soon');
  });
});
