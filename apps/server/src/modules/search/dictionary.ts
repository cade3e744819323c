/** A code table: value ↔ small integer, numbered in order of first sighting (facet columns, the gazetteer's countries and regions). */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.codes.set(value, c);
    }
    return c;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}
