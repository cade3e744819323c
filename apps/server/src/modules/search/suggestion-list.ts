import { fold } from './tokenize.ts';

interface Entry {
  key: string;
  item: number;
  /** 0 when the key starts at the beginning of the name: those rank first. */
  inner: number;
}

/** Names with their counts, findable by the start of any of their words. */
export interface SuggestionList {
  labels: string[];
  counts: number[];
  /** Each name's place in the list's order (most jobs first, then by name), worked out once. */
  rank: Int32Array;
  /** A name's item number. */
  itemOf: Map<string, number>;
  entries: Entry[];
}

/** How many entries one look-up reads at most (a one-letter start matches thousands). */
const maxScanned = 5000;

export const normaliseSuggestion = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/**
 * A name is findable by the start of any of its words: "eng" finds "Senior Software Engineer".
 * The order of names (count, then name in locale order) is settled here, once per build: a
 * look-up for "s" compared thousands of names with localeCompare on every keystroke.
 */
export function suggestionList(counts: Map<string, number>): SuggestionList {
  const labels = [...counts.keys()];
  const entries: Entry[] = [];
  labels.forEach((label, item) => {
    const words = normaliseSuggestion(label).split(' ');
    for (let i = 0; i < words.length; i++)
      entries.push({ key: words.slice(i).join(' '), item, inner: i ? 1 : 0 });
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const countOf = labels.map((l) => counts.get(l)!);
  const order = labels
    .map((_, item) => item)
    .sort((a, b) => countOf[b]! - countOf[a]! || labels[a]!.localeCompare(labels[b]!));
  const rank = new Int32Array(labels.length);
  order.forEach((item, place) => {
    rank[item] = place;
  });
  return { labels, counts: countOf, rank, itemOf: new Map(labels.map((l, i) => [l, i])), entries };
}

/**
 * The names whose words start with `term`: those whose first word does first, then by rank.
 */
export function lookUp(
  list: SuggestionList,
  term: string,
  limit: number,
): { label: string; count: number }[] {
  const key = normaliseSuggestion(term);
  if (!key) return [];
  const { entries, rank } = list;
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  const best = new Map<number, number>();
  for (let i = lo; i < entries.length && i - lo < maxScanned; i++) {
    const e = entries[i]!;
    if (!e.key.startsWith(key)) break;
    best.set(e.item, Math.min(best.get(e.item) ?? 1, e.inner));
  }
  return [...best]
    .sort((a, b) => a[1] - b[1] || rank[a[0]]! - rank[b[0]]!)
    .slice(0, limit)
    .map(([item]) => ({ label: list.labels[item]!, count: list.counts[item]! }));
}
