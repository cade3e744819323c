import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitorTime } from './visitor-time.ts';

describe('visitorTime', () => {
  const moment = new Date('2026-12-01T06:00:00Z');

  it("tells a moment in the visitor's clock and language, naming the zone", () => {
    expect(visitorTime(moment, 'en', 'Asia/Tokyo')).toBe('Dec 1, 2026, 3:00 PM GMT+9');
    expect(visitorTime(moment, 'de', 'Europe/Berlin')).toBe('01.12.2026, 07:00 MEZ');
  });

  it('tells it in UTC, named, when the panel sent no zone', () => {
    expect(visitorTime(moment, 'en', undefined)).toBe('Dec 1, 2026, 6:00 AM UTC');
  });

  it('always names a zone, for any moment, language and zone the runtime knows', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('en', 'de', 'ar', 'ja', 'pt-BR'),
        fc.constantFrom(...zones),
        (date, locale, zone) => {
          const told = visitorTime(date, locale, zone);
          expect(told.length).toBeGreaterThan(8);
          expect(told).toMatch(/\S+ \S+$/);
        },
      ),
    );
  });
});
