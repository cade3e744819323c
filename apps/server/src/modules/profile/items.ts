import type {
  EducationItem,
  ExperienceItem,
  LanguageItem,
  LinkItem,
  ProfileListSection,
  SkillItem,
} from '@opencareers/contracts/profile';
import { skillTaxonomy } from '../match/taxonomy.ts';
import { fold } from '../search/tokenize.ts';

/** Case-, accent- and space-insensitive form used to tell two items apart. */
export const sameText = (s: string) => fold(s).replace(/\s+/g, ' ').trim();

/**
 * A skill as stored: a known skill (or one of its aliases, "JS") becomes the taxonomy's
 * canonical name with taxonomyId set, so scoring and the match read model agree; anything
 * else stays free text with taxonomyId null.
 */
export function normaliseSkill(skill: SkillItem): SkillItem {
  const taxonomy = skillTaxonomy();
  const name = skill.name.trim();
  if (!taxonomy.known(name)) return { name, taxonomyId: null };
  const canonical = taxonomy.canonical(name);
  return { name: canonical, taxonomyId: canonical };
}

const linkKey = (url: string) => {
  const u = sameText(url).replace(/^https?:\/\/(www\.)?/, '');
  return u.endsWith('/') ? u.slice(0, -1) : u;
};

type ItemOf = {
  experience: ExperienceItem;
  education: EducationItem;
  skills: SkillItem;
  languages: LanguageItem;
  links: LinkItem;
};

/** What makes two items of a section "the same" when a résumé is merged in. */
export const itemKey: { [S in ProfileListSection]: (item: ItemOf[S]) => string } = {
  experience: (e) => `${sameText(e.title)}|${sameText(e.company)}|${e.startMonth ?? ''}`,
  education: (e) => `${sameText(e.school)}|${sameText(e.degree)}`,
  skills: (s) => sameText(normaliseSkill(s).name),
  languages: (l) => sameText(l.name),
  links: (l) => linkKey(l.url),
};

/** `existing` followed by the items of `incoming` not already present (nor repeated in it). */
export function appendNew<S extends ProfileListSection>(
  section: S,
  existing: readonly ItemOf[S][],
  incoming: readonly ItemOf[S][],
  max: number,
): ItemOf[S][] {
  const key = itemKey[section] as (item: ItemOf[S]) => string;
  const seen = new Set(existing.map(key));
  const out = [...existing];
  for (const item of incoming) {
    if (out.length >= max) break;
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}
