/**
 * Typo tolerance for a vocabulary (SymSpell-style): every term of length ≥ 4 is stored
 * under its single-character deletions, so a misspelt query word finds the terms within
 * one edit (two for long words) by a handful of map look-ups instead of a scan.
 */

const deletions = (word: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
};

/** Optimal-string-alignment distance, giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(n + 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[n]!;
}

/** Edits allowed for a query word of this length. */
export const allowedEdits = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

export class TypoIndex {
  private readonly byDeletion = new Map<string, string[]>();
  private readonly terms = new Set<string>();

  add(term: string): void {
    if (term.length < 4 || this.terms.has(term)) return;
    this.terms.add(term);
    for (const key of [term, ...deletions(term)]) {
      const list = this.byDeletion.get(key);
      if (list) list.push(term);
      else this.byDeletion.set(key, [term]);
    }
  }

  /** Known terms within the allowed edits of `word` (excluding the word itself), nearest first. */
  corrections(word: string): string[] {
    const max = allowedEdits(word.length);
    if (max === 0) return [];
    const found = new Map<string, number>();
    for (const key of [word, ...deletions(word)]) {
      for (const term of this.byDeletion.get(key) ?? []) {
        if (term === word || found.has(term)) continue;
        const d = editDistance(word, term, max);
        if (d <= max) found.set(term, d);
      }
    }
    return [...found].sort((a, b) => a[1] - b[1]).map(([t]) => t);
  }
}
