import { describe, expect, it } from 'vitest';
import { formatPay, isOpen, relativeAge } from './format-position.ts';

describe('formatPay', () => {
  it('formats a range in the currency', () => {
    expect(formatPay({ min: 50000, max: 70000, currency: 'USD', period: 'year' }, 'en-US')).toBe(
      '$50,000 – $70,000',
    );
  });

  it('shows one end when only one is known, nothing when none is', () => {
    expect(formatPay({ min: null, max: 90, currency: 'EUR', period: 'hour' }, 'en-US')).toBe('€90');
    expect(formatPay({ min: null, max: null, currency: 'EUR', period: 'hour' }, 'en-US')).toBeNull();
    expect(formatPay(null, 'en-US')).toBeNull();
  });

  it('survives an unknown currency code', () => {
    expect(formatPay({ min: 10, max: 10, currency: 'XXXX', period: 'hour' }, 'en-US')).toBe('10');
  });
});

describe('relativeAge', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads today, days, months and years', () => {
    expect(relativeAge('2026-03-10T08:00:00Z', 'en', now)).toBe('today');
    expect(relativeAge('2026-03-09T08:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeAge('2026-03-01T08:00:00Z', 'en', now)).toBe('9 days ago');
    expect(relativeAge('2025-12-01T08:00:00Z', 'en', now)).toBe('3 months ago');
    expect(relativeAge('not a date', 'en', now)).toBe('');
  });
});

describe('isOpen (search §3)', () => {
  it('treats archived_at below 0 as open', () => {
    expect(isOpen({ archived_at: -1 })).toBe(true);
    expect(isOpen({ archived_at: 1_700_000_000 })).toBe(false);
  });
});
