import { skillTaxonomy } from '../../apps/server/src/modules/match/taxonomy.ts';
import { gazetteer } from '../../apps/server/src/modules/search/gazetteer.ts';
import { fold } from '../../apps/server/src/modules/search/tokenize.ts';
import type { ParsedResume } from '../../packages/contracts/src/profile.ts';

/** What a reader finds on a fixture's page (bench/fixtures/resumes/*.expected.json). */
export interface Expected {
  file: string;
  tool: string;
  lang: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  skills: string[];
  experience: { title: string; company: string; start: string; end: string | null }[];
  education: { school: string; degree: string; end: string }[];
}

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

const norm = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
/** "2019" on the page matches any month of 2019 in the proposal. */
const sameDate = (expected: string | null, actual: string | null) =>
  expected === null ? actual === null : actual?.startsWith(expected);

function city(text: string): string {
  const c = gazetteer().findCity(text) ?? gazetteer().findCity(text.split(',')[0]!);
  return c ? `${c.name}|${c.countryCode}` : norm(text.split(',')[0] ?? '');
}

/** Scores one value field: right = tp; wrong = fp and fn; missing = fn; invented = fp. */
function single(
  t: Tally,
  expected: string,
  actual: string | undefined,
  same: (a: string, b: string) => boolean,
) {
  if (!actual) {
    if (expected) t.fn++;
  } else if (expected && same(expected, actual)) t.tp++;
  else {
    t.fp++;
    if (expected) t.fn++;
  }
}

/** Scores a list field by one-to-one matching. */
function list<E, A>(
  t: Tally,
  expected: E[],
  actual: A[],
  same: (e: E, a: A) => boolean,
  misses: string[],
  show: (x: E | A) => string,
) {
  const left = [...actual];
  for (const e of expected) {
    const i = left.findIndex((a) => same(e, a));
    if (i >= 0) {
      t.tp++;
      left.splice(i, 1);
    } else {
      t.fn++;
      misses.push(`missed ${show(e)}`);
    }
  }
  t.fp += left.length;
  for (const a of left) misses.push(`extra ${show(a)}`);
}

const skillKey = (s: string) => norm(skillTaxonomy().canonical(s)).toLowerCase();
const degreeKey = (s: string) =>
  norm(s)
    .split(' ')
    .filter((w) => !['in', 'en', 'em', 'of', 'de', 'im', 'der', 'fur'].includes(w))
    .join(' ');

export const fields = ['name', 'email', 'phone', 'location', 'skills', 'experience', 'education'] as const;
export type Field = (typeof fields)[number];

export function score(expected: Expected, proposal: ParsedResume, tallies: Record<Field, Tally>): string[] {
  const misses: string[] = [];
  const c = proposal.contact;
  const name = [c.firstname, c.lastname].filter(Boolean).join(' ');
  const before = JSON.stringify(tallies);
  single(tallies.name, expected.name, name || undefined, (a, b) => norm(a) === norm(b));
  single(tallies.email, expected.email, c.email, (a, b) => a.toLowerCase() === b.toLowerCase());
  single(tallies.phone, expected.phone, c.phone, (a, b) => a === b);
  single(tallies.location, expected.location, c.location, (a, b) => city(a) === city(b));
  if (JSON.stringify(tallies) !== before)
    for (const [k, e, a] of [
      ['name', expected.name, name],
      ['email', expected.email, c.email],
      ['phone', expected.phone, c.phone],
      ['location', expected.location, c.location],
    ] as const)
      if (k === 'location' ? !a || city(e) !== city(a) : norm(e) !== norm(a ?? ''))
        misses.push(`${k}: expected "${e}", got "${a ?? ''}"`);
  list(
    tallies.skills,
    expected.skills,
    proposal.skills,
    (e, a) => skillKey(e) === skillKey(a.name),
    misses,
    (x) => (typeof x === 'string' ? `skill "${x}"` : `skill "${x.name}"`),
  );
  list(
    tallies.experience,
    expected.experience,
    proposal.experience,
    (e, a) =>
      norm(e.title) === norm(a.title) &&
      norm(e.company) === norm(a.company) &&
      sameDate(e.start, a.startMonth) &&
      sameDate(e.end, a.current ? null : a.endMonth),
    misses,
    (x) =>
      'title' in x && 'startMonth' in x
        ? `job "${x.title}" @ "${x.company}" ${x.startMonth}..${x.current ? 'now' : x.endMonth}`
        : `job "${(x as Expected['experience'][0]).title}" @ "${(x as Expected['experience'][0]).company}" ${(x as Expected['experience'][0]).start}..${(x as Expected['experience'][0]).end}`,
  );
  list(
    tallies.education,
    expected.education,
    proposal.education,
    (e, a) =>
      norm(e.school) === norm(a.school) &&
      degreeKey(e.degree) === degreeKey(`${a.degree} ${a.field}`) &&
      sameDate(e.end, a.endMonth),
    misses,
    (x) =>
      'startMonth' in x
        ? `school "${x.school}" / "${x.degree}" + "${x.field}" ..${x.endMonth}`
        : `school "${x.school}" / "${x.degree}" ..${x.end}`,
  );
  return misses;
}

export function prf(t: Tally) {
  const precision = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1;
  const recall = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { precision: r(precision), recall: r(recall), f1: r(f1), ...t };
}
