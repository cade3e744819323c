/**
 * Posting lists of one field: term → ascending doc numbers. The bulk load is frozen into
 * Int32Arrays (compact); positions added later go to a small growable tail.
 */
export class Postings {
  private readonly frozen = new Map<string, Int32Array>();
  private readonly tail = new Map<string, number[]>();

  /** Adds a posting; true when the term is new to this field. */
  add(term: string, doc: number): boolean {
    const list = this.tail.get(term);
    if (list) {
      if (list[list.length - 1] !== doc) list.push(doc);
      return false;
    }
    this.tail.set(term, [doc]);
    return !this.frozen.has(term);
  }

  /** Moves everything added so far into compact arrays (after a bulk load). */
  freeze(): void {
    for (const [term, list] of this.tail) {
      const old = this.frozen.get(term);
      const merged = new Int32Array((old?.length ?? 0) + list.length);
      if (old) merged.set(old);
      merged.set(list, old?.length ?? 0);
      this.frozen.set(term, merged);
    }
    this.tail.clear();
  }

  /** Documents containing the term (live and dead; callers skip dead ones). */
  forEach(term: string, fn: (doc: number) => void): void {
    const a = this.frozen.get(term);
    if (a) for (let i = 0; i < a.length; i++) fn(a[i]!);
    const b = this.tail.get(term);
    if (b) for (let i = 0; i < b.length; i++) fn(b[i]!);
  }

  /** The compact and the growable part of a term's list, for tight loops without callbacks. */
  lists(term: string): [Int32Array | undefined, number[] | undefined] {
    return [this.frozen.get(term), this.tail.get(term)];
  }

  /** Document frequency (an upper bound once documents are removed). */
  df(term: string): number {
    return (this.frozen.get(term)?.length ?? 0) + (this.tail.get(term)?.length ?? 0);
  }

  has(term: string): boolean {
    return this.frozen.has(term) || this.tail.has(term);
  }

  terms(): IterableIterator<string> {
    return new Set([...this.frozen.keys(), ...this.tail.keys()]).values();
  }
}
