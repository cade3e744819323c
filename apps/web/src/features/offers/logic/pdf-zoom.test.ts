import { describe, expect, it } from 'vitest';
import { nextZoom, zoomSteps } from './pdf-zoom.ts';

describe('nextZoom', () => {
  it('steps up and down through the levels', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1.5, 1)).toBe(2);
    expect(nextZoom(2, -1)).toBe(1.5);
    expect(nextZoom(1.5, -1)).toBe(1);
  });

  it('stays within the first and last level', () => {
    expect(nextZoom(1, -1)).toBe(zoomSteps[0]);
    expect(nextZoom(3, 1)).toBe(3);
  });

  it('snaps a level between steps to the neighbouring step', () => {
    expect(nextZoom(1.2, 1)).toBe(1.5);
    expect(nextZoom(1.2, -1)).toBe(1);
  });
});
