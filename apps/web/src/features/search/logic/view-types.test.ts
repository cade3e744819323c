import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsParam } from './view-types.ts';

const parse = (text: string) => text.split(',').map(Number) as [number, number, number, number];

describe('boundsParam', () => {
  it('a world map wider than 360° is the whole world (the map reported -379..399)', () => {
    expect(boundsParam({ south: -75.14078, west: -378.98438, north: 81.51827, east: 398.67188 })).toBe(
      '-75.14078,-180,81.51827,180',
    );
  });

  it('a view scrolled past the antimeridian is wrapped back, crossing it as west > east', () => {
    expect(boundsParam({ south: 10, west: 170, north: 20, east: 190 })).toBe('10,170,20,-170');
    expect(boundsParam({ south: 10, west: 370, north: 20, east: 380 })).toBe('10,10,20,20');
  });

  it('always gives bounds the server accepts, whatever the map reports', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -120, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (south, height, west, width) => {
          const [s, w, n, e] = parse(boundsParam({ south, north: south + height, west, east: west + width }));
          for (const v of [s, w, n, e]) expect(Number.isFinite(v)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(-90);
          expect(n).toBeLessThanOrEqual(90);
          expect(s).toBeLessThanOrEqual(n);
          expect(Math.abs(w)).toBeLessThanOrEqual(180);
          expect(Math.abs(e)).toBeLessThanOrEqual(180);
        },
      ),
    );
  });
});
