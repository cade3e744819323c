import { tokenize } from '../search/tokenize.ts';
import { words } from './words.ts';

/** An entry of the company's knowledge base, as the retrieval reads it. */
export interface KnowledgeDoc {
  id: string;
  title: string;
  body: string;
  keywords: string;
}

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  /** BM25 score, for ranking. */
  score: number;
  /** Share of the question's meaningful words the entry has (0..1), for deciding to answer. */
  coverage: number;
}

/** Words of a question that say nothing of its topic. */
const questionNoise = new Set(
  `do doe does did is are was be can could will would should what whats how when why which who where
  you your yours we our us i me my there here tell know about please any some much many like get have has
  est ce que quel quelle quels comment pourquoi vous votre vos nous est il elle les des une
  gibt es wie was wann warum welche ihr ihre sie wir uns ist sind bei eine einen
  que cual cuales como cuando por usted ustedes su sus nosotros es son hay una las los del
  company`
    .split(/\s+/)
    .filter(Boolean),
);

const k1 = 1.2;
const b = 0.75;
/** Title and keywords say what an entry is about: their words count this many times. */
const headingWeight = 3;
/** A question word that only starts an entry's word ("sponsor" of "sponsorship") counts this much. */
const prefixWeight = 0.8;

const contentTerms = (text: string) => tokenize(text).filter((t) => !questionNoise.has(t));

/**
 * Retrieval over one tenant's knowledge base: BM25 over each entry's title and keywords
 * (weighted) and body, with prefix matching for word forms the light stemmer leaves apart.
 * Rebuilt when the entries change (a few hundred entries at most: assistantLimits).
 */
export class KnowledgeIndex {
  private readonly docs: { doc: KnowledgeDoc; tf: Map<string, number>; length: number }[];
  private readonly df = new Map<string, number>();
  private readonly averageLength: number;
  private readonly vocabulary: string[];
  /** The entries' words as written (folded), for correcting a question's typos. */
  readonly words: readonly string[];

  constructor(entries: readonly KnowledgeDoc[]) {
    this.docs = entries.map((doc) => {
      const tf = new Map<string, number>();
      const add = (terms: string[], weight: number) => {
        for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + weight);
      };
      add(contentTerms(`${doc.title} ${doc.keywords.replace(/,/g, ' ')}`), headingWeight);
      add(contentTerms(doc.body), 1);
      let length = 0;
      for (const [t, n] of tf) {
        length += n;
        this.df.set(t, (this.df.get(t) ?? 0) + 1);
      }
      return { doc, tf, length };
    });
    this.averageLength = this.docs.reduce((s, d) => s + d.length, 0) / Math.max(1, this.docs.length);
    this.vocabulary = [...this.df.keys()];
    this.words = [
      ...new Set(
        entries.flatMap((e) => words(`${e.title} ${e.keywords} ${e.body}`)).filter((w) => w.length >= 5),
      ),
    ];
  }

  get size(): number {
    return this.docs.length;
  }

  /** The question's terms as the entries spell them: each with the entry terms it reaches. */
  private expand(terms: readonly string[]): Map<string, Map<string, number>> {
    const out = new Map<string, Map<string, number>>();
    for (const q of new Set(terms)) {
      const reach = new Map<string, number>();
      if (this.df.has(q)) reach.set(q, 1);
      if (q.length >= 4)
        for (const t of this.vocabulary)
          if (t !== q && (t.startsWith(q) || (t.length >= 4 && q.startsWith(t)))) reach.set(t, prefixWeight);
      out.set(q, reach);
    }
    return out;
  }

  /** Entries for a question, best first (only those sharing a word with it). */
  search(question: string, limit = 3): KnowledgeHit[] {
    const terms = contentTerms(question);
    if (!terms.length || !this.docs.length) return [];
    const expanded = this.expand(terms);
    const n = this.docs.length;
    const hits: KnowledgeHit[] = [];
    for (const d of this.docs) {
      let score = 0;
      let covered = 0;
      for (const reach of expanded.values()) {
        let best = 0;
        for (const [term, weight] of reach) {
          const f = d.tf.get(term);
          if (!f) continue;
          const df = this.df.get(term) ?? 0;
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
          const s =
            weight * idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / this.averageLength)));
          score += s;
          best = Math.max(best, weight);
        }
        covered += best;
      }
      if (score > 0) hits.push({ doc: d.doc, score, coverage: covered / expanded.size });
    }
    return hits.sort((x, y) => y.score - x.score).slice(0, limit);
  }
}

/** The entry to answer from: the best one, when it covers enough of the question. */
export const answerThreshold = 0.4;
export function bestAnswer(index: KnowledgeIndex, question: string): KnowledgeHit | null {
  const [top] = index.search(question, 1);
  return top && top.coverage >= answerThreshold ? top : null;
}
