import { describe, expect, it } from 'vitest';
import { fmix32, mixSeed, Rng, rngFor, weightedPicker } from './prng.ts';

// Reference mulberry32 exactly as published (Tommy Ettinger), to pin our class to it.
function referenceMulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Rng', () => {
  it('matches the reference mulberry32 sequence', () => {
    for (const seed of [0, 1, 42, 0xdeadbeef]) {
      const ref = referenceMulberry32(seed);
      const rng = new Rng(seed);
      for (let i = 0; i < 100; i++) expect(rng.next()).toBe(ref());
    }
  });

  it('pins a known value so the algorithm cannot drift silently', () => {
    expect(new Rng(1).next()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('stays within bounds for int/float and covers the whole int range', () => {
    const rng = new Rng(7);
    const seen = new Set<number>();
    let fMin = Number.POSITIVE_INFINITY;
    let fMax = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < 10_000; i++) {
      seen.add(rng.int(3, 8));
      const f = rng.float(-1, 1);
      fMin = Math.min(fMin, f);
      fMax = Math.max(fMax, f);
    }
    // Only the six integers 3..8 may appear, and all of them should.
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    expect(fMin).toBeGreaterThanOrEqual(-1);
    expect(fMax).toBeLessThan(1);
  });

  it('samples distinct elements and never mutates the input', () => {
    const rng = new Rng(9);
    const items = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f']);
    for (let i = 0; i < 200; i++) {
      const s = rng.sample(items, 4);
      expect(s).toHaveLength(4);
      expect(new Set(s).size).toBe(4);
      for (const x of s) expect(items).toContain(x);
    }
    expect(rng.sample(items, 99)).toHaveLength(items.length);
    expect(rng.sample(items, 0)).toEqual([]);
    expect(rng.shuffle(items).sort()).toEqual([...items]);
  });

  it('weighted picks follow the weights and skip zero weights', () => {
    const rng = new Rng(11);
    const picker = weightedPicker(['x', 'never', 'y'] as const, [1, 0, 3]);
    const counts = { x: 0, y: 0, never: 0 };
    for (let i = 0; i < 20_000; i++) {
      counts[picker(rng)]++;
      counts[rng.weighted(['x', 'never', 'y'] as const, [1, 0, 3])]++;
    }
    expect(counts.never).toBe(0);
    expect(counts.y / counts.x).toBeGreaterThan(2.7);
    expect(counts.y / counts.x).toBeLessThan(3.3);
  });

  it('rejects empty or misaligned inputs', () => {
    const rng = new Rng(1);
    expect(() => rng.pick([])).toThrow();
    expect(() => rng.weighted(['a'], [1, 2])).toThrow();
    expect(() => weightedPicker([], [])).toThrow();
    expect(() => weightedPicker(['a'], [0])).toThrow();
  });
});

describe('stream seeding', () => {
  it('is deterministic and separates neighbouring streams', () => {
    expect(mixSeed(42, 0)).toBe(mixSeed(42, 0));
    const seeds = new Set<number>();
    for (let i = 0; i < 10_000; i++) seeds.add(mixSeed(42, i));
    expect(seeds.size).toBe(10_000);
    expect(mixSeed(42, 1)).not.toBe(mixSeed(43, 0));
    expect(rngFor(42, 5).next()).toBe(rngFor(42, 5).next());
    expect(rngFor(42, 5).next()).not.toBe(rngFor(42, 6).next());
  });

  it('fmix32 returns unsigned 32-bit integers', () => {
    for (const v of [0, 1, -1, 2 ** 31, 123456789]) {
      const h = fmix32(v);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
    }
  });
});
