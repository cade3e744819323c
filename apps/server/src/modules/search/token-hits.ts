import { type Field, fields, type PositionIndex } from './position-index.ts';

/** Field bits of a token's hits, one per field in the order of `fields`. */
const fieldBit = (field: Field) => 1 << fields.indexOf(field);
export const titleBit = fieldBit('title');
export const skillsBit = fieldBit('skills');
export const descriptionBit = fieldBit('description');
/**
 * Slots kept between searches. A long query with its synonyms can use dozens; keeping them
 * all would hold a mask per slot (200 KB at 100,000 jobs) for the life of the process.
 */
const keptSlots = 16;

/** The live documents holding one token, and in which fields (a bit per field, by document). */
export interface TokenHits {
  /** Field bits per document number; 0 where the token is absent. */
  readonly mask: Uint8Array;
  /** The documents with a non-zero mask, in the order met (not sorted). */
  readonly docs: Int32Array;
  readonly n: number;
}

interface Slot {
  mask: Uint8Array;
  docs: Int32Array;
  n: number;
}

/**
 * Each distinct token of one search, its posting lists read once. A query's synonyms repeat
 * its words ("software engineer" has nine expansions, six of them with "engineer"), and
 * reading a broad word's lists once per alternative was most of a search's time at 100,000
 * jobs; with each token's hits marked once, an alternative is checked by walking its rarest
 * token's documents and looking the others up. The slots are reused across searches (the
 * engine is synchronous): a mask is cleared through its document list when the search ends.
 */
export class TokenHitsPool {
  private slots: Slot[] = [];
  private used = 0;
  private size = 0;
  private readonly byToken = new Map<string, Slot>();

  /** Starts a search over `n` document numbers. */
  begin(n: number): void {
    this.end();
    if (n > this.size) {
      this.size = Math.max(n, 1024) * 2;
      this.slots = [];
    }
  }

  /** The hits of a token, read from the index on first use in this search. */
  hits(index: PositionIndex, token: string): TokenHits {
    const known = this.byToken.get(token);
    if (known) return known;
    let slot = this.slots[this.used];
    if (!slot) {
      slot = { mask: new Uint8Array(this.size), docs: new Int32Array(0), n: 0 };
      this.slots.push(slot);
    }
    this.used++;
    let bound = 0;
    for (const f of fields) bound += index.postings[f].df(token);
    if (slot.docs.length < bound) slot.docs = new Int32Array(Math.max(bound, 256) * 2);
    const { mask, docs } = slot;
    const alive = index.alive;
    let n = 0;
    for (let fi = 0; fi < fields.length; fi++) {
      const bit = fieldBit(fields[fi]!);
      for (const list of index.postings[fields[fi]!].lists(token)) {
        if (!list) continue;
        for (let i = 0; i < list.length; i++) {
          const doc = list[i]!;
          if (alive[doc] === 0) continue;
          const m = mask[doc]!;
          if (m === 0) docs[n++] = doc;
          mask[doc] = m | bit;
        }
      }
    }
    slot.n = n;
    this.byToken.set(token, slot);
    return slot;
  }

  /** Clears the masks this search set. */
  end(): void {
    for (let s = 0; s < this.used; s++) {
      const { mask, docs, n } = this.slots[s]!;
      for (let i = 0; i < n; i++) mask[docs[i]!] = 0;
      this.slots[s]!.n = 0;
    }
    this.used = 0;
    if (this.slots.length > keptSlots) this.slots.length = keptSlots;
    this.byToken.clear();
  }
}
