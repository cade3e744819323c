import { analyticsMaxDays, analyticsQuerySchema } from '@opencareers/contracts/admin-analytics';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRange, isRangeAllowed, rangeFrom } from './date-range.ts';

const now = Date.parse('2026-03-31T12:00:00Z');

describe('analytics date range', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(rangeFrom(new URLSearchParams(), now)).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      valid: true,
    });
  });

  it('reads the address and refuses a reversed or too long range', () => {
    expect(rangeFrom(new URLSearchParams('from=2026-01-01&to=2026-01-31'), now).valid).toBe(true);
    expect(rangeFrom(new URLSearchParams('from=2026-02-01&to=2026-01-31'), now).valid).toBe(false);
    expect(rangeFrom(new URLSearchParams('from=2024-01-01&to=2026-01-31'), now).valid).toBe(false);
    expect(rangeFrom(new URLSearchParams('from=nonsense&to=2026-03-31'), now).from).toBe('2026-03-02');
  });

  it("allows exactly the ranges of days the server's query schema allows", () => {
    const start = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    // Ends around both limits: a few days before the start up to a few past the longest range.
    const offset = fc.integer({ min: -3, max: analyticsMaxDays + 3 });
    fc.assert(
      fc.property(start, offset, (d, days) => {
        const from = d.toISOString().slice(0, 10);
        const to = new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);
        expect(isRangeAllowed(from, to)).toBe(analyticsQuerySchema.safeParse({ from, to }).success);
        expect(isRangeAllowed(from, to)).toBe(days >= 0 && days < analyticsMaxDays);
      }),
      { numRuns: 500 },
    );
  });
});
