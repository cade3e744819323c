/**
 * Growable typed columns for the search index. A search scans up to every document several
 * times (filters, facets, distances); typed arrays keep those loops tight and the index
 * small, where an array of small arrays per document cost a pointer chase each.
 * `data` is replaced when a column grows, so a scan reads it once into a local.
 */
const grow = <T extends Int32Array | Float64Array>(data: T, need: number, make: (n: number) => T): T => {
  if (need <= data.length) return data;
  const bigger = make(Math.max(need, data.length * 2));
  bigger.set(data);
  return bigger;
};

/** One integer per document number (facet codes). */
export class IntColumn {
  data = new Int32Array(1024);
  set(doc: number, value: number): void {
    this.data = grow(this.data, doc + 1, (n) => new Int32Array(n));
    this.data[doc] = value;
  }
}

/** One number per document number (times in epoch ms; Infinity allowed). */
export class FloatColumn {
  data = new Float64Array(1024);
  set(doc: number, value: number): void {
    this.data = grow(this.data, doc + 1, (n) => new Float64Array(n));
    this.data[doc] = value;
  }
}

/**
 * A list of integer codes per document number, flattened: the codes of document d are
 * `flat[start[d]]` up to, not including, `flat[start[d + 1]]`. Documents are appended in
 * number order, as the index adds them.
 */
export class ListColumn {
  start = new Int32Array(1025);
  flat = new Int32Array(4096);
  private docs = 0;

  append(doc: number, codes: readonly number[]): void {
    if (doc !== this.docs) throw new Error(`list column: expected document ${this.docs}, got ${doc}`);
    const from = this.start[doc]!;
    this.flat = grow(this.flat, from + codes.length, (n) => new Int32Array(n));
    for (let i = 0; i < codes.length; i++) this.flat[from + i] = codes[i]!;
    this.start = grow(this.start, doc + 2, (n) => new Int32Array(n));
    this.start[doc + 1] = from + codes.length;
    this.docs++;
  }

  /** The codes of one document (a view, not a copy). */
  get(doc: number): Int32Array {
    return this.flat.subarray(this.start[doc]!, this.start[doc + 1]!);
  }
}
