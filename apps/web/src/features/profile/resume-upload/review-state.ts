import type { ParsedResume } from '@opencareers/contracts/profile';

/** One reviewed value: kept or dropped, and as edited. */
export interface Reviewed<T> {
  keep: boolean;
  value: T;
  /** Stable while the review lasts (the lists never reorder). */
  id?: string;
}

type ListKey = 'experience' | 'education' | 'skills' | 'languages' | 'links';
export type ContactKey = keyof ParsedResume['contact'];

/** The review of a proposal (spec §4 confirmation): every field and item can be kept, edited or dropped. */
export interface ResumeReview {
  contact: Partial<Record<ContactKey, Reviewed<string>>>;
  headline?: Reviewed<string>;
  summary?: Reviewed<string>;
  experience: Reviewed<ParsedResume['experience'][number]>[];
  education: Reviewed<ParsedResume['education'][number]>[];
  skills: Reviewed<ParsedResume['skills'][number]>[];
  languages: Reviewed<ParsedResume['languages'][number]>[];
  links: Reviewed<ParsedResume['links'][number]>[];
}

const kept = <T>(value: T, i = 0, prefix = ''): Reviewed<T> => ({ keep: true, value, id: `${prefix}${i}` });

export function reviewOf(proposal: ParsedResume): ResumeReview {
  const contact: ResumeReview['contact'] = {};
  for (const [key, value] of Object.entries(proposal.contact) as [ContactKey, string | undefined][])
    if (value) contact[key] = kept(value);
  return {
    contact,
    ...(proposal.headline ? { headline: kept(proposal.headline) } : {}),
    ...(proposal.summary ? { summary: kept(proposal.summary) } : {}),
    experience: proposal.experience.map((v, i) => kept(v, i, 'experience-')),
    education: proposal.education.map((v, i) => kept(v, i, 'education-')),
    skills: proposal.skills.map((v, i) => kept(v, i, 'skills-')),
    languages: proposal.languages.map((v, i) => kept(v, i, 'languages-')),
    links: proposal.links.map((v, i) => kept(v, i, 'links-')),
  };
}

const keptValues = <T>(items: Reviewed<T>[]) => items.filter((i) => i.keep).map((i) => i.value);
const text = (r: Reviewed<string> | undefined) => (r?.keep && r.value.trim() ? r.value.trim() : undefined);

/** What the candidate accepted: only kept fields and items, as edited. */
export function acceptedOf(review: ResumeReview): ParsedResume {
  const contact: ParsedResume['contact'] = {};
  for (const [key, r] of Object.entries(review.contact) as [ContactKey, Reviewed<string>][]) {
    const value = text(r);
    if (value) contact[key] = value;
  }
  const headline = text(review.headline);
  const summary = text(review.summary);
  return {
    contact,
    ...(headline ? { headline } : {}),
    ...(summary ? { summary } : {}),
    experience: keptValues(review.experience),
    education: keptValues(review.education),
    skills: keptValues(review.skills)
      .map((s) => ({ ...s, name: s.name.trim() }))
      .filter((s) => s.name),
    languages: keptValues(review.languages),
    links: keptValues(review.links),
  };
}

export const listKeys: ListKey[] = ['experience', 'education', 'skills', 'languages', 'links'];

/** How many things the candidate is about to add. */
export const keptCount = (review: ResumeReview) =>
  Object.values(review.contact).filter((r) => r?.keep).length +
  (review.headline?.keep ? 1 : 0) +
  (review.summary?.keep ? 1 : 0) +
  listKeys.reduce((n, k) => n + (review[k] as Reviewed<unknown>[]).filter((i) => i.keep).length, 0);
