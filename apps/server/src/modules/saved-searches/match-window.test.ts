import { describe, expect, it } from 'vitest';
import { inWindow, matchWindow } from './match-window.ts';

const minute = 60_000;

describe('saved-search match window', () => {
  it('starts after the watermark and ends the settle time before now', () => {
    const w = matchWindow(1_000 * minute, 1_010 * minute, 2 * minute);
    expect(w).toEqual({ from: 1_000 * minute, to: 1_008 * minute });
  });

  it('is empty while nothing can have settled since the watermark', () => {
    expect(matchWindow(1_000 * minute, 1_002 * minute, 2 * minute)).toBeNull();
    expect(matchWindow(1_000 * minute, 1_001 * minute, 2 * minute)).toBeNull();
    expect(matchWindow(1_000 * minute, 1_002 * minute + 1, 2 * minute)).not.toBeNull();
  });

  it('counts a position once across consecutive windows', () => {
    const first = matchWindow(0, 10 * minute, minute)!;
    const second = matchWindow(first.to, 20 * minute, minute)!;
    const postedAt = [0, 1, 9 * minute, 9 * minute + 1, 19 * minute, 19 * minute + 1];
    const hits = postedAt.map((p) => [inWindow(first, p), inWindow(second, p)]);
    // At the watermark itself: already considered. Just after: new. The window's end belongs to it.
    expect(hits).toEqual([
      [false, false],
      [true, false],
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
  });
});
