import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeIn } from './zoned-time.ts';

describe('instantOf', () => {
  it('reads a wall time in winter and summer time', () => {
    expect(instantOf('2030-01-02', '15:30', 'Europe/Berlin')).toBe('2030-01-02T14:30:00.000Z');
    expect(instantOf('2030-07-02', '15:30', 'Europe/Berlin')).toBe('2030-07-02T13:30:00.000Z');
    expect(instantOf('2030-07-02', '09:00', 'America/New_York')).toBe('2030-07-02T13:00:00.000Z');
    expect(instantOf('2030-01-02', '09:00', 'Asia/Kolkata')).toBe('2030-01-02T03:30:00.000Z');
    expect(instantOf('2030-01-02', '09:00', 'UTC')).toBe('2030-01-02T09:00:00.000Z');
  });

  it('lands a time skipped by the spring-forward jump just after it', () => {
    // 2030-03-31 02:30 does not exist in Berlin (clocks jump from 02:00 to 03:00).
    const at = instantOf('2030-03-31', '02:30', 'Europe/Berlin');
    expect(at).not.toBeNull();
    expect(wallTimeIn(at!, 'Europe/Berlin').time).toMatch(/^0[13]:30$/);
  });

  it('refuses malformed dates and times', () => {
    expect(instantOf('', '10:00', 'UTC')).toBeNull();
    expect(instantOf('2030-01-02', '', 'UTC')).toBeNull();
    expect(instantOf('2030-01-02', '10:00', 'Not/AZone')).toBeNull();
  });
});

describe('wallTimeIn', () => {
  it('is the inverse of instantOf', () => {
    for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
      const iso = instantOf('2030-10-15', '08:45', zone)!;
      expect(wallTimeIn(iso, zone)).toEqual({ date: '2030-10-15', time: '08:45' });
    }
  });
});
