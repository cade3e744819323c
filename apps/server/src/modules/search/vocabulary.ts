import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fold, tokenize } from './tokenize.ts';

/**
 * The search vocabulary: synonyms, abbreviations and spelling variants, applied to queries
 * only (the index is unchanged). The curated list is vocabulary.txt beside this file; a
 * company's own groups (site settings, searchVocabulary) are merged on top. Phrases are
 * tokenised exactly as the index is, so an entry matches whatever spelling reaches it.
 */

/** Alternatives of one phrase of the query, each a token sequence. */
export interface Expansion {
  /** The query tokens the entry matched. */
  from: readonly string[];
  to: readonly (readonly string[])[];
}

export interface Vocabulary {
  /** Cache key: equal vocabularies give equal keys (search caches keep results per key). */
  readonly key: string;
  /** Entries by their first token, longest first. */
  readonly byFirst: ReadonlyMap<string, readonly Expansion[]>;
  /** Every word of its phrases as written (folded, not stemmed), for "did you mean". */
  readonly words: ReadonlySet<string>;
}

/** A synonym group as a company enters it: phrases that mean the same. */
export type SynonymGroup = readonly string[];

/** Parses the Solr-style lines ("a, b, c" or "a, b => c, d") into [from phrases, to phrases]. */
export function parseVocabularyLines(text: string): [string[], string[]][] {
  const rules: [string[], string[]][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const split = (s: string) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    const arrow = line.indexOf('=>');
    if (arrow >= 0) rules.push([split(line.slice(0, arrow)), split(line.slice(arrow + 2))]);
    else {
      const group = split(line);
      rules.push([group, group]);
    }
  }
  return rules;
}

function build(rules: readonly (readonly [readonly string[], readonly string[]])[], key: string): Vocabulary {
  const targets = new Map<string, { from: string[]; to: Map<string, string[]> }>();
  const words = new Set<string>();
  for (const [fromPhrases, toPhrases] of rules) {
    for (const p of [...fromPhrases, ...toPhrases])
      for (const w of fold(p).split(/[^a-z0-9+#./&-]+/)) if (/^[a-z]{4,}$/.test(w)) words.add(w);
    const tos = toPhrases.map((p) => tokenize(p)).filter((t) => t.length > 0);
    for (const phrase of fromPhrases) {
      const from = tokenize(phrase);
      if (!from.length) continue;
      const fromKey = from.join(' ');
      let entry = targets.get(fromKey);
      if (!entry) {
        entry = { from, to: new Map() };
        targets.set(fromKey, entry);
      }
      for (const to of tos) {
        const toKey = to.join(' ');
        if (toKey === fromKey) continue;
        entry.to.set(toKey, to);
      }
    }
  }
  const byFirst = new Map<string, Expansion[]>();
  for (const { from, to } of targets.values()) {
    if (!to.size) continue;
    const list = byFirst.get(from[0]!) ?? [];
    list.push({ from, to: [...to.values()] });
    byFirst.set(from[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.from.length - a.from.length);
  return { key, byFirst, words };
}

const curatedRules = parseVocabularyLines(
  readFileSync(path.join(import.meta.dirname, 'vocabulary.txt'), 'utf8'),
);
const curated = build(curatedRules, 'curated');
/** Vocabularies with a company's groups, by their groups (few tenants, few changes). */
const withGroups = new Map<string, Vocabulary>();
const maxCached = 200;

/** The curated vocabulary with a company's own groups merged in (memoised by the groups). */
export function searchVocabulary(groups: readonly SynonymGroup[] | undefined): Vocabulary {
  if (!groups?.length) return curated;
  const key = JSON.stringify(groups);
  let v = withGroups.get(key);
  if (!v) {
    v = build([...curatedRules, ...groups.map((g) => [g, g] as const)], `tenant:${key}`);
    if (withGroups.size >= maxCached) withGroups.delete(withGroups.keys().next().value!);
    withGroups.set(key, v);
  }
  return v;
}

/** One clause of a query: the phrase typed and what else it may be read as. */
export interface QueryClause {
  /** Token sequences, the typed one first; weight 1 for it, below 1 for expansions. */
  alternatives: { tokens: readonly string[]; weight: number }[];
  /** The typed tokens of this clause. */
  typed: readonly string[];
}

/** An expansion counts a little less than the word typed, so literal matches lead. */
export const expansionWeight = 0.85;

/**
 * Splits query tokens into clauses: at each position the longest vocabulary entry that
 * matches there becomes one clause with its alternatives; any other token is a clause alone.
 */
export function expandQuery(tokens: readonly string[], vocabulary: Vocabulary | undefined): QueryClause[] {
  const out: QueryClause[] = [];
  for (let i = 0; i < tokens.length; ) {
    const entry = vocabulary?.byFirst
      .get(tokens[i]!)
      ?.find((e) => e.from.every((t, k) => tokens[i + k] === t));
    if (entry) {
      out.push({
        typed: entry.from,
        alternatives: [
          { tokens: entry.from, weight: 1 },
          ...entry.to.map((t) => ({ tokens: t, weight: expansionWeight })),
        ],
      });
      i += entry.from.length;
    } else {
      out.push({ typed: [tokens[i]!], alternatives: [{ tokens: [tokens[i]!], weight: 1 }] });
      i++;
    }
  }
  return out;
}
