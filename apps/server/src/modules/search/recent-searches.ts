import type { PositionIndex } from './position-index.ts';

/** What a cached search holds: typed arrays dominate its size. */
export interface Sized {
  results: Int32Array;
  scores: Float64Array | null;
  dists: Float64Array | null;
}

/**
 * Budget per tenant index. A broad search over 100k jobs holds ~2 MB, a narrow one a few KB,
 * so the budget keeps hundreds of typical searches (paging, sorting, going back) without
 * letting a burst of broad ones grow the process.
 */
export const recentSearchBudgetBytes = 48 * 1024 * 1024;
/** Facet lists and the key, roughly; counted so tiny searches are not free. */
const overheadBytes = 16 * 1024;

const size = (m: Sized) =>
  m.results.byteLength + (m.scores?.byteLength ?? 0) + (m.dists?.byteLength ?? 0) + overheadBytes;

interface Slot<T> {
  version: number;
  bytes: number;
  entries: Map<string, T>;
  /** The one search never evicted (the landing page's), if any. */
  pinned: string | null;
}

/**
 * Recent searches per index, least recently used dropped first once over the byte budget.
 * Everything is dropped when the index changes (its version moves), so answers stay fresh.
 * One pinned search — the landing page's, the most common — is kept whatever comes and goes.
 */
export class RecentSearches<T extends Sized> {
  private readonly slots = new WeakMap<PositionIndex, Slot<T>>();

  constructor(private readonly budgetBytes = recentSearchBudgetBytes) {}

  get(index: PositionIndex, key: string, compute: () => T, pin = false): T {
    let slot = this.slots.get(index);
    if (!slot || slot.version !== index.version) {
      slot = { version: index.version, bytes: 0, entries: new Map(), pinned: null };
      this.slots.set(index, slot);
    }
    const hit = slot.entries.get(key);
    if (hit) {
      // Map order is the recency order: move the hit to the end.
      slot.entries.delete(key);
      slot.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    slot.entries.set(key, value);
    slot.bytes += size(value);
    // A newer pinned search (its key moves with the clock) replaces the older one.
    if (pin) slot.pinned = key;
    for (const [oldKey, old] of slot.entries) {
      if (slot.bytes <= this.budgetBytes) break;
      if (oldKey === key || oldKey === slot.pinned) continue;
      slot.entries.delete(oldKey);
      slot.bytes -= size(old);
    }
    return value;
  }

  /** Number of searches held for an index (for tests). */
  count(index: PositionIndex): number {
    const slot = this.slots.get(index);
    return slot && slot.version === index.version ? slot.entries.size : 0;
  }
}
