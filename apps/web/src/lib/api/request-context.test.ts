import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTimezone } from './request-context.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('currentTimezone', () => {
  it("reads the device's zone, then again only once a minute has passed", () => {
    const zones = ['Europe/Paris', 'Asia/Tokyo'];
    const read = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(() => ({ timeZone: zones[0] }) as Intl.ResolvedDateTimeFormatOptions);
    const start = 1_000_000_000_000;
    expect(currentTimezone(start)).toBe('Europe/Paris');
    const reads = read.mock.calls.length;
    zones.shift(); // the traveller lands in Tokyo
    expect(currentTimezone(start + 30_000)).toBe('Europe/Paris');
    expect(read.mock.calls.length).toBe(reads);
    expect(currentTimezone(start + 60_000)).toBe('Asia/Tokyo');
    // A clock set back is not trusted to keep the old answer.
    zones[0] = 'America/Lima';
    expect(currentTimezone(start)).toBe('America/Lima');
  });
});
