import { createRequire } from 'node:module';
import { fold } from '../search/tokenize.ts';

interface TaxonomyEntry {
  name: string;
  aliases: string[];
  related: string[];
}

const norm = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/**
 * The skills taxonomy (skills-taxonomy.json, built by build-taxonomy.ts): canonical names,
 * their other spellings, and the skills most related to each.
 */
export class SkillTaxonomy {
  private readonly byKey = new Map<string, TaxonomyEntry>();
  /** Canonical names with their normalised form, sorted, for prefix suggestions. */
  private readonly names: { key: string; name: string }[];
  readonly size: number;

  constructor(entries: TaxonomyEntry[]) {
    for (const e of entries) this.byKey.set(norm(e.name), e);
    // Aliases never override a canonical name ("ES" must not replace a skill called ES).
    for (const e of entries)
      for (const a of e.aliases) if (!this.byKey.has(norm(a))) this.byKey.set(norm(a), e);
    this.size = entries.length;
    this.names = entries
      .map((e) => ({ key: norm(e.name), name: e.name }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Canonical names that start with the text (then those containing it), for pickers. */
  suggest(text: string, limit: number): string[] {
    const key = norm(text);
    if (!key) return [];
    const starts = this.names.filter((n) => n.key.startsWith(key));
    const inside =
      starts.length >= limit ? [] : this.names.filter((n) => !n.key.startsWith(key) && n.key.includes(key));
    return [...starts, ...inside].slice(0, limit).map((n) => n.name);
  }

  /** The canonical name of a skill or alias; unknown skills stand for themselves. */
  canonical(skill: string): string {
    return this.byKey.get(norm(skill))?.name ?? skill.trim();
  }

  known(skill: string): boolean {
    return this.byKey.has(norm(skill));
  }

  /** Canonical names of the skills related to this one. */
  related(skill: string): string[] {
    return this.byKey.get(norm(skill))?.related ?? [];
  }
}

let instance: SkillTaxonomy | undefined;
export const skillTaxonomy = (): SkillTaxonomy => {
  instance ??= new SkillTaxonomy(
    (createRequire(import.meta.url)('./skills-taxonomy.json') as { skills: TaxonomyEntry[] }).skills,
  );
  return instance;
};
