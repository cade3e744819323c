import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inBounds, parseBounds } from './resolve-location.ts';

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

describe('parseBounds', () => {
  it('reads a box across the antimeridian and a whole world, as a map reports them', () => {
    expect(parseBounds('10,170,20,190')).toEqual({ south: 10, west: 170, north: 20, east: -170 });
    expect(parseBounds('10,170,20,-170')).toEqual({ south: 10, west: 170, north: 20, east: -170 });
    expect(parseBounds('-75,-217,81,143')).toEqual({ south: -75, west: -180, north: 81, east: 180 });
    expect(parseBounds('-95,-540,95,540')).toEqual({ south: -90, west: -180, north: 90, east: 180 });
    expect(parseBounds('0,100,10,180')).toEqual({ south: 0, west: 100, north: 10, east: 180 });
    expect(parseBounds('0,-200,10,-100')).toEqual({ south: 0, west: 160, north: 10, east: -100 });
  });

  it('refuses only what is not a box', () => {
    for (const bad of ['', '1,2,3', 'a,b,c,d', '10,0,5,1', '1,2,3,Infinity'])
      expect(parseBounds(bad)).toBeUndefined();
  });

  it('keeps exactly the longitudes the map showed, wherever and however wide it was', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 0.001, max: 720, noNaN: true }),
        fc.double({ min: -90, max: 80, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (west, width, south, at) => {
          const b = parseBounds(`${south},${west},${south + 10},${west + width}`);
          expect(b).toBeDefined();
          expect(Math.abs(b!.west) <= 180 && Math.abs(b!.east) <= 180).toBe(true);
          // A longitude strictly inside what the map showed is inside the box the server keeps.
          const shown = west + width * (0.001 + at * 0.998);
          expect(inBounds(b!, south + 5, wrap(shown))).toBe(true);
          // A longitude the map did not show (when it showed less than the world) is outside.
          if (width < 359) {
            const gap = 360 - width;
            const hidden = west + width + gap * (0.001 + at * 0.998);
            expect(inBounds(b!, south + 5, wrap(hidden))).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
