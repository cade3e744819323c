import { describe, expect, it, vi } from 'vitest';
import { formatPay, relativeAge } from '../../features/positions/logic/format-position.ts';
import { formatDay } from './format-day.ts';
import { formatNumber } from './format-number.ts';
import { formatOptions, intlFormat, warmFormats } from './intl-formats.ts';

describe('intlFormat', () => {
  it('keeps one formatter per kind, language and options', () => {
    const a = intlFormat('number', 'de', formatOptions.count);
    expect(intlFormat('number', 'de', { maximumFractionDigits: 2 })).toBe(a);
    expect(intlFormat('number', 'fr', formatOptions.count)).not.toBe(a);
    expect(intlFormat('number', 'de', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(a.format(12500.5)).toBe('12.500,5');
    const day = intlFormat('date', 'en-US', formatOptions.day);
    expect(day.format(new Date('2026-03-04T12:00:00Z'))).toBe('Mar 4, 2026');
    expect(intlFormat('relative', 'en', formatOptions.relativeDays).format(-1, 'day')).toBe('yesterday');
  });

  it('falls back for a language tag Intl refuses, and keeps the fallback', () => {
    const format = intlFormat('number', 'not a tag!', formatOptions.count);
    expect(format.resolvedOptions().locale).toBe('en');
    expect(intlFormat('number', 'not a tag!', formatOptions.count)).toBe(format);
    expect(intlFormat('date', '??', formatOptions.day, 'en-US').resolvedOptions().locale).toBe('en-US');
  });

  it('throws for options Intl refuses (an unknown currency), keeping nothing', () => {
    const options = { style: 'currency', currency: 'XXXX' } as const;
    expect(() => intlFormat('number', 'en', options)).toThrow(RangeError);
    expect(() => intlFormat('number', 'en', options)).toThrow(RangeError);
  });

  it("warms exactly the first view's formatters: formatting counts, pay and days then makes none", () => {
    for (const step of warmFormats('sv')) step();
    const made = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'RelativeTimeFormat'),
    ];
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatNumber(1234.5, 'sv')).toBe('1 234,5');
    expect(formatPay({ min: 50000, max: 70000, currency: 'USD', period: 'year' }, 'sv')).toMatch(/50\s000/);
    expect(formatDay('2026-03-04T12:00:00Z', 'sv')).toBe('4 mars 2026');
    expect(relativeAge('2026-03-08T12:00:00Z', 'sv', now)).toBe('i förrgår');
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
