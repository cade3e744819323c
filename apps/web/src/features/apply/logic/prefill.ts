import type { Profile, ResumeEntry } from '@opencareers/contracts/profile';
import { allFields, type FieldItem, type FormDefinition } from '@opencareers/forms/core/definition-schema';
import { isFileType } from '@opencareers/forms/core/field-types';

/** What a question of the (admin-editable) application form asks for, read from its type, name and label. */
export type PrefillKind =
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'location'
  | 'linkedin'
  | 'link'
  | 'resume';

/** Whole-name patterns: "Name of your referrer" must not get the candidate's name. */
const exact: [RegExp, PrefillKind][] = [
  [/^(first name|given name|forename)$/, 'firstName'],
  [/^(last name|surname|family name)$/, 'lastName'],
  [/^(full name|name|your name|your full name|legal name)$/, 'fullName'],
  [
    /^(location|city|current location|current city|where you live|where do you live|where are you based)$/,
    'location',
  ],
];
const partial: [RegExp, PrefillKind][] = [
  [/linkedin/, 'linkedin'],
  [/\b(portfolio|website|github|profile url|homepage)\b/, 'link'],
];

/** "Where do you live?" → "where do you live". */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\-:?*.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The kind of a form question, or null when the profile has nothing to say about it. */
export function prefillKind(item: Pick<FieldItem, 'name' | 'type' | 'label'>): PrefillKind | null {
  if (item.type === 'email') return 'email';
  if (item.type === 'phone') return 'phone';
  // A camelCase name reads as words ("fullName" → "full name"); a label is already words.
  const said = [words(item.name.replace(/([a-z])([A-Z])/g, '$1 $2')), words(item.label ?? '')];
  if (isFileType(item.type))
    return said.some((w) => /r[eé]sum[eé]|\bcv\b|curriculum/.test(w)) ? 'resume' : null;
  if (item.type !== 'text') return null;
  for (const [re, kind] of exact) if (said.some((w) => re.test(w))) return kind;
  for (const [re, kind] of partial) if (said.some((w) => re.test(w))) return kind;
  return null;
}

/** The résumé an application gets: the primary one, else the newest. */
export const primaryResume = (resumes: readonly ResumeEntry[]): ResumeEntry | null =>
  resumes.find((r) => r.isPrimary) ??
  [...resumes].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0] ??
  null;

function profileAnswer(kind: Exclude<PrefillKind, 'resume'>, profile: Profile): string {
  const { contact, links } = profile;
  const linkedin = links.find((l) => /(^|\.)linkedin\.com/i.test(safeHost(l.url)))?.url;
  switch (kind) {
    case 'fullName':
      return [contact.firstname, contact.lastname].filter((s) => s.trim()).join(' ');
    case 'firstName':
      return contact.firstname;
    case 'lastName':
      return contact.lastname;
    case 'email':
      return contact.email;
    case 'phone':
      return contact.phone;
    case 'location':
      return profile.place?.label || contact.location;
    case 'linkedin':
      return linkedin ?? links[0]?.url ?? '';
    case 'link':
      return links.find((l) => l.url !== linkedin)?.url ?? links[0]?.url ?? '';
  }
}

const safeHost = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

export interface Prefill {
  /** Answers by question name (text answers only; the résumé is fetched separately). */
  values: Record<string, string>;
  /** The upload question that gets the primary résumé, with the résumé to attach. */
  resume: { field: string; entry: ResumeEntry } | null;
}

/**
 * The answers the profile gives to the application form's questions: name, email, phone,
 * location, links and the résumé question. Each kind fills its first visible question only,
 * and nothing is proposed where the profile is empty.
 */
export function prefillFromProfile(definition: FormDefinition, profile: Profile): Prefill {
  const values: Record<string, string> = {};
  let resume: Prefill['resume'] = null;
  const used = new Set<PrefillKind>();
  for (const item of allFields(definition)) {
    if (item.hidden) continue;
    const kind = prefillKind(item);
    if (!kind || used.has(kind)) continue;
    if (kind === 'resume') {
      const entry = primaryResume(profile.resumes);
      if (entry) resume = { field: item.name, entry };
      used.add(kind);
      continue;
    }
    const value = profileAnswer(kind, profile).trim();
    if (!value) continue;
    values[item.name] = value;
    used.add(kind);
  }
  return { values, resume };
}

/**
 * What the sign-up (and log-in) form can take from answers already typed into the
 * application form, so signing up in the middle of applying asks for nothing twice.
 */
export function signupPrefill(
  definition: FormDefinition,
  answers: Record<string, unknown>,
): { email?: string; firstname?: string; lastname?: string } {
  const out: { email?: string; firstname?: string; lastname?: string } = {};
  for (const item of allFields(definition)) {
    const value = answers[item.name];
    if (typeof value !== 'string' || !value.trim()) continue;
    const kind = prefillKind(item);
    if (kind === 'email') out.email ??= value.trim();
    else if (kind === 'firstName') out.firstname ??= value.trim();
    else if (kind === 'lastName') out.lastname ??= value.trim();
    else if (kind === 'fullName' && !out.firstname) {
      const [first, ...rest] = value.trim().split(/\s+/);
      out.firstname = first;
      if (rest.length) out.lastname ??= rest.join(' ');
    }
  }
  return out;
}
