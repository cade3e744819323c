import { describe, expect, it } from 'vitest';
import { defaultRange, rangeFrom } from './date-range.ts';

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
});
