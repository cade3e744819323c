/**
 * Names → numbers (the gazetteer's city indexes), packed for memory: every name in one string,
 * sorted, with typed-array offsets, and the numbers of each name in one Int32Array. A Map held
 * each of the gazetteer's 240,000 names as its own string and entry (about 14 MB for the two
 * name maps, issue 19); this holds them in about 3 MB. A lookup is a binary search (18 steps
 * for 240,000 names); names starting with a prefix are a contiguous range.
 */
export class SortedNameIndex {
  private constructor(
    private readonly text: string,
    /** Name k is text[keyStart[k], keyStart[k + 1]). */
    private readonly keyStart: Uint32Array,
    /** Name k's numbers are values[valueStart[k], valueStart[k + 1]), ascending. */
    private readonly valueStart: Uint32Array,
    private readonly values: Int32Array,
  ) {}

  /** From (name, number) pairs in any order; a pair given twice is kept once. */
  static build(names: readonly string[], numbers: ArrayLike<number>): SortedNameIndex {
    if (names.length !== numbers.length) throw new Error('one number per name');
    const order = Array.from(names.keys()).sort((a, b) => {
      const x = names[a]!;
      const y = names[b]!;
      return x < y ? -1 : x > y ? 1 : numbers[a]! - numbers[b]!;
    });
    const keys: string[] = [];
    const keyStart: number[] = [0];
    const valueStart: number[] = [0];
    const values: number[] = [];
    let length = 0;
    for (const i of order) {
      const name = names[i]!;
      const value = numbers[i]!;
      if (keys.length && keys[keys.length - 1] === name) {
        if (values[values.length - 1] !== value) values.push(value);
      } else {
        if (keys.length) valueStart.push(values.length);
        keys.push(name);
        length += name.length;
        keyStart.push(length);
        values.push(value);
      }
    }
    if (keys.length) valueStart.push(values.length);
    return new SortedNameIndex(
      keys.join(''),
      Uint32Array.from(keyStart),
      Uint32Array.from(valueStart),
      Int32Array.from(values),
    );
  }

  get size(): number {
    return this.keyStart.length - 1;
  }

  private key(k: number): string {
    return this.text.slice(this.keyStart[k], this.keyStart[k + 1]);
  }

  /** The first name position whose name is not below `name`. */
  private lowerBound(name: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.key(mid) < name) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private valuesAt(k: number): number[] {
    return Array.from(this.values.subarray(this.valueStart[k], this.valueStart[k + 1]));
  }

  /** The numbers filed under exactly this name, ascending; none when it is not here. */
  get(name: string): number[] {
    const k = this.lowerBound(name);
    return k < this.size && this.key(k) === name ? this.valuesAt(k) : [];
  }

  /**
   * The numbers of the names starting with `prefix`, in name order (each name's ascending),
   * at most `max` of them.
   */
  withPrefix(prefix: string, max: number): number[] {
    const found: number[] = [];
    for (let k = this.lowerBound(prefix); k < this.size && found.length < max; k++) {
      if (!this.key(k).startsWith(prefix)) break;
      for (const v of this.valuesAt(k)) if (found.length < max) found.push(v);
    }
    return found;
  }
}
