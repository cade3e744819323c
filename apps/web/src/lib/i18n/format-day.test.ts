import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day.ts';

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
