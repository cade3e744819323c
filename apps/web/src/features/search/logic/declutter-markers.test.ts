import { describe, expect, it } from 'vitest';
import { declutter, markerSizePx } from './declutter-markers.ts';

const overlaps = (groups: ReturnType<typeof declutter<string>>) =>
  groups.some((a, i) =>
    groups.some(
      (b, j) =>
        i < j && Math.hypot(a.x - b.x, a.y - b.y) < (markerSizePx(a.count) + markerSizePx(b.count)) / 2,
    ),
  );

describe('declutter', () => {
  it('leaves markers that do not touch alone', () => {
    const groups = declutter([
      { item: 'a', x: 0, y: 0, count: 1 },
      { item: 'b', x: 300, y: 0, count: 70 },
    ]);
    expect(groups.map((g) => g.members)).toEqual([['b'], ['a']]);
  });

  it('merges overlapping markers into one with the summed count at the weighted centre', () => {
    const groups = declutter([
      { item: 'a', x: 0, y: 0, count: 5 },
      { item: 'b', x: 40, y: 0, count: 15 },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ count: 20, x: 30, y: 0 });
    expect(groups[0]!.members.sort()).toEqual(['a', 'b']);
  });

  it('keeps merging until no two icons overlap, even as merged icons grow', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({
      item: `m${i}`,
      x: (i % 8) * 45,
      y: Math.floor(i / 8) * 45,
      count: 1 + (i % 13),
    }));
    const groups = declutter(points);
    expect(overlaps(groups)).toBe(false);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(points.reduce((sum, p) => sum + p.count, 0));
  });
});
