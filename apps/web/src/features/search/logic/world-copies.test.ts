import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestCopy } from './world-copies.ts';

describe('nearestCopy', () => {
  it('draws a place on the copy of the world nearest the view, at most half a world away', () => {
    expect(nearestCopy(-171.77, 180)).toBeCloseTo(188.23);
    expect(nearestCopy(178.44, -180)).toBeCloseTo(-181.56);
    expect(nearestCopy(13.4, 0)).toBe(13.4);
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (lng, centre) => {
          const shown = nearestCopy(lng, centre);
          expect(Math.abs(shown - centre)).toBeLessThanOrEqual(180 + 1e-9);
          // The same place: a whole number of turns away.
          const turns = (shown - lng) / 360;
          expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
        },
      ),
    );
  });
});
