/**
 * Small deterministic PRNG for seed data.
 *
 * Generator: mulberry32 (Tommy Ettinger, public domain) — a 32-bit state
 * generator with a full 2^32 period that passes gjrand/PractRand at the sizes we
 * use. It is not cryptographic; it exists so demo data is reproducible across
 * machines and Node versions (Math.random cannot be seeded).
 *
 * Streams: `rngFor(seed, index)` derives an independent generator per item by
 * hashing (seed, index) with the murmur3 32-bit finaliser. Seeding per item
 * (instead of drawing items from one long sequence) is what makes
 * "generate N, then M > N" yield the same first N items, and lets callers
 * generate any item in isolation.
 */

/** murmur3 fmix32: avalanches all bits so adjacent indices give unrelated seeds. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines a base seed and a stream index into one 32-bit seed. */
export function mixSeed(seed: number, index: number): number {
  // Golden-ratio increment keeps (seed, index) and (seed + 1, index - 1) apart.
  return fmix32(fmix32(seed ^ 0x5bd1e995) + Math.imul(index + 1, 0x9e3779b9));
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1) — one mulberry32 step. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Uniformly picks one element; throws on an empty list (always a data bug). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * Picks one element with probability proportional to its weight (linear scan).
   * For large lists picked many times, prefer `weightedPicker`.
   */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    if (items.length === 0 || items.length !== weights.length) {
      throw new Error('Rng.weighted: items and weights must be non-empty and aligned');
    }
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /**
   * k distinct elements in random order (partial Fisher–Yates on a copy).
   * Returns all elements shuffled when k >= length.
   */
  sample<T>(items: readonly T[], k: number): T[] {
    const pool = items.slice();
    const n = Math.min(Math.max(k, 0), pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const tmp = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = tmp;
    }
    pool.length = n;
    return pool;
  }

  /** A shuffled copy of the whole list. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }
}

/** Independent generator for item `index` of a data set seeded with `seed`. */
export function rngFor(seed: number, index: number): Rng {
  return new Rng(mixSeed(seed, index));
}

/**
 * Precomputes cumulative weights once so each pick is a binary search; used for
 * hot paths (e.g. 100k positions picking from ~170 cities).
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new Error('weightedPicker: items and weights must be non-empty and aligned');
  }
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((w, i) => {
    if (!(w >= 0)) throw new Error(`weightedPicker: invalid weight at ${i}`);
    total += w;
    cumulative[i] = total;
  });
  if (total <= 0) throw new Error('weightedPicker: total weight must be positive');
  return (rng) => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
