import { describe, expect, it } from 'vitest';
import { clusterIcon, parseMarkerLocation, shortenNumber } from './map-clusters.ts';

describe('clusterIcon (search §9)', () => {
  it('gives one job the pin', () => {
    expect(clusterIcon(1)).toEqual({ kind: 'pin' });
  });

  it('sizes clusters by total at the spec boundaries', () => {
    expect(clusterIcon(2)).toEqual({ kind: 'cluster', size: 'small', px: 76 });
    expect(clusterIcon(9)).toMatchObject({ size: 'small', px: 76 });
    expect(clusterIcon(10)).toMatchObject({ size: 'medium', px: 88 });
    expect(clusterIcon(59)).toMatchObject({ size: 'medium', px: 88 });
    expect(clusterIcon(60)).toMatchObject({ size: 'large', px: 112 });
    expect(clusterIcon(100_000)).toMatchObject({ size: 'large', px: 112 });
  });
});

describe('shortenNumber (search §9)', () => {
  it('shortens thousands, millions and billions', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(1000)).toBe('1k');
    expect(shortenNumber(1250)).toBe('1.3k');
    expect(shortenNumber(2_500_000)).toBe('2.5M');
    expect(shortenNumber(3e9)).toBe('3B');
  });
});

describe('parseMarkerLocation (search §3)', () => {
  it("reads 'location:::lat,long'", () => {
    expect(parseMarkerLocation('Paris, France:::48.85,2.35')).toEqual({
      label: 'Paris, France',
      latLng: { lat: 48.85, lng: 2.35 },
    });
  });

  it("reads a bare 'lat,long'", () => {
    expect(parseMarkerLocation('-33.9,151.2')).toEqual({ label: null, latLng: { lat: -33.9, lng: 151.2 } });
  });

  it('refuses coordinates that are not on the globe', () => {
    expect(parseMarkerLocation('x:::91,0').latLng).toBeNull();
    expect(parseMarkerLocation('nowhere').latLng).toBeNull();
    expect(parseMarkerLocation(',').latLng).toBeNull();
  });
});
