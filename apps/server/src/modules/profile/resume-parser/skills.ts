import type { SkillItem } from '@opencareers/contracts/profile';
import { skillTaxonomy } from '../../match/taxonomy.ts';

/** Phrases that introduce a list ("Languages & frameworks: …") rather than name a skill. */
const listLabel = /^[^:]{1,40}:\s*/;

/**
 * Skills from a skills section: every listed item, mapped to the taxonomy's canonical name
 * (taxonomyId = that name) when it knows it, else kept as a free skill if it reads as one.
 * Without a skills section, taxonomy skills named anywhere in the text are proposed instead.
 */
export function readSkills(lines: string[]): SkillItem[] {
  const taxonomy = skillTaxonomy();
  const found = new Map<string, SkillItem>();
  for (const line of lines) {
    const items = line
      .replace(listLabel, '')
      .split(/\s*[,;|•·◦▪\t]\s*|\s+[–—-]\s+|\s+\/\s+|\s{2,}/)
      .map((s) =>
        s
          .replace(/^[\s*•-]+|[\s.]+$/g, '')
          .replace(/\s*\((?:[^)]*)\)$/, '')
          .trim(),
      )
      .filter(Boolean);
    for (const item of items) {
      if (item.length > 40 || item.split(/\s+/).length > 4 || /^\d+$/.test(item)) continue;
      const known = taxonomy.known(item);
      const name = known ? taxonomy.canonical(item) : item;
      if (!found.has(name.toLowerCase()))
        found.set(name.toLowerCase(), { name: name.slice(0, 80), taxonomyId: known ? name : null });
    }
  }
  return [...found.values()].slice(0, 150);
}

/** Taxonomy skills named in running text (for résumés without a skills section). */
export function skillsInText(text: string): SkillItem[] {
  const taxonomy = skillTaxonomy();
  const found = new Map<string, SkillItem>();
  const words = text.split(/[\s,;:()|/•]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const phrase = words
        .slice(i, i + n)
        .join(' ')
        .replace(/[.]+$/, '');
      // Short words ("Go", "R", "C") are skills only when written as such, not as prose.
      if (phrase.length < 3 && !/^[A-Z][A-Za-z+#]*$/.test(phrase)) continue;
      if (taxonomy.known(phrase)) {
        const name = taxonomy.canonical(phrase);
        found.set(name.toLowerCase(), { name, taxonomyId: name });
        i += n - 1;
        break;
      }
    }
  }
  return [...found.values()].slice(0, 60);
}
