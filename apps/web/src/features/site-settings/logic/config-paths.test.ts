import { describe, expect, it } from 'vitest';
import { getPath, rebaseEdits, setPath } from './config-paths.ts';

describe('config paths', () => {
  it('reads and writes nested settings without mutating', () => {
    const a = { x: { y: 1, z: 2 } };
    const b = setPath(a, 'x.y', 5);
    expect(b).toEqual({ x: { y: 5, z: 2 } });
    expect(a.x.y).toBe(1);
    expect(getPath(b, 'x.z')).toBe(2);
    expect(setPath(b, 'x.z', undefined)).toEqual({ x: { y: 5 } });
    expect(setPath({}, 'p.q.r', 'v')).toEqual({ p: { q: { r: 'v' } } });
  });

  it('keeps my edits on top of their version after a conflict', () => {
    const base = { brand: { colour: '#111111', name: 'A' }, tabs: ['a', 'b'] };
    const mine = { brand: { colour: '#222222', name: 'A' }, tabs: ['a', 'b'] };
    const theirs = { brand: { colour: '#111111', name: 'B' }, tabs: ['b'] };
    expect(rebaseEdits(base, mine, theirs)).toEqual({ brand: { colour: '#222222', name: 'B' }, tabs: ['b'] });
  });
});
