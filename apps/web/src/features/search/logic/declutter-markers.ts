import { clusterIcon } from './map-clusters.ts';

export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
  count: number;
}

export interface ScreenGroup<T> {
  members: T[];
  x: number;
  y: number;
  count: number;
}

/** The on-screen width of a marker holding `count` jobs: the pin, or the spec's cluster size. */
export const markerSizePx = (count: number): number => {
  const icon = clusterIcon(count);
  return icon.kind === 'pin' ? 32 : icon.px;
};

const GAP_PX = 2;

/**
 * Merges markers whose icons would overlap on screen at the current zoom, biggest first,
 * until none do. The server clusters by distance; the icons' spec sizes (up to 112 px) can
 * still overlap, which hides counts and makes markers impossible to click.
 */
export function declutter<T>(points: readonly ScreenPoint<T>[]): ScreenGroup<T>[] {
  let groups: ScreenGroup<T>[] = [...points]
    .sort((a, b) => b.count - a.count)
    .map((p) => ({ members: [p.item], x: p.x, y: p.y, count: p.count }));
  let merged = true;
  while (merged) {
    merged = false;
    const next: ScreenGroup<T>[] = [];
    for (const group of groups) {
      const near = next.find((other) => {
        const reach = (markerSizePx(other.count) + markerSizePx(group.count)) / 2 + GAP_PX;
        return Math.hypot(other.x - group.x, other.y - group.y) < reach;
      });
      if (!near) {
        next.push({ ...group, members: [...group.members] });
        continue;
      }
      const total = near.count + group.count;
      near.x = (near.x * near.count + group.x * group.count) / total;
      near.y = (near.y * near.count + group.y * group.count) / total;
      near.count = total;
      near.members.push(...group.members);
      merged = true;
    }
    groups = next;
  }
  return groups;
}
