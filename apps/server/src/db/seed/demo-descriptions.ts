/**
 * Builds the HTML description of a demo position from catalogue phrases.
 *
 * Output uses only h3, p, ul, li, strong and em (a subset of what the
 * description sanitiser allows), and every interpolated value is HTML-escaped:
 * catalogue phrases are escaped once at import, dynamic values here.
 */
import type { DemoCountry } from './cities.ts';
import { type Department, escapeHtml, type FocusVariant, type RoleFamily } from './demo-catalog.ts';
import {
  closingNotes,
  companyBlurbs,
  countryBenefits,
  directorBring,
  directorDuties,
  entryDuties,
  internDuties,
  leadDuties,
  localLanguages,
  managerBring,
  managerDuties,
  officeBenefits,
  officeNotes,
  permanentBenefits,
  remoteBenefits,
  sharedBenefits,
} from './demo-phrases.ts';
import type { DemoLocation, EmploymentType, Seniority, WorkPlace } from './demo-positions.ts';
import type { Rng } from './prng.ts';

export interface DescriptionInput {
  /** Title without the focus suffix; the focus is woven into the text instead. */
  roleTitle: string;
  department: Department;
  family: RoleFamily;
  variant: FocusVariant;
  seniority: Seniority;
  employmentType: EmploymentType;
  workPlace: WorkPlace;
  locations: readonly DemoLocation[];
  country: DemoCountry;
  skills: readonly string[];
  payMin: number;
  payMax: number;
  payCurrency: string;
  payPeriod: 'year' | 'hour';
}

/** Countries whose English name takes "the" ("in the Netherlands"). */
const countriesWithArticle = new Set(['US', 'GB', 'NL']);
/** Where a city is commonly named with its state/province ("Austin, Texas"). */
const countriesWithRegion = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN']);
const customerFacing = new Set(['Sales', 'Customer Success', 'Support', 'Marketing']);
const experienceYears: Readonly<Record<Seniority, readonly string[]>> = {
  intern: [],
  entry: ['1+', '1 to 2', '2+'],
  mid: ['2+', '3+', '3 to 5'],
  senior: ['5+', '6+', '5 to 8'],
  lead: ['8+', '7+', '10+'],
  manager: ['6+', '7+', '8+'],
  director: ['10+', '12+'],
};

const list = (items: readonly string[]): string => `<ul><li>${items.join('</li><li>')}</li></ul>`;
/** Skill names repeat across positions, so escape each one once. */
const skillHtmlCache = new Map<string, string>();
function skillHtml(skill: string): string {
  let html = skillHtmlCache.get(skill);
  if (html === undefined) {
    html = escapeHtml(skill);
    skillHtmlCache.set(skill, html);
  }
  return html;
}
const strong = (skill: string): string => `<strong>${skillHtml(skill)}</strong>`;

/** "a"/"an" by the sound of the first word (handles initialisms like FP&A, SEO). */
function article(title: string): string {
  return /^([aeio]|FP|SEO|SDR|SRE|SOC|MBA|HR|LLM)/i.test(title) ? 'an' : 'a';
}

/** "A, B and C" / "A or B". */
function joinWords(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function placeName(location: DemoLocation): string {
  const useRegion =
    location.region !== null &&
    location.region !== location.city &&
    countriesWithRegion.has(location.countryCode);
  return escapeHtml(useRegion ? `${location.city}, ${location.region}` : location.city);
}

function countryName(country: DemoCountry): string {
  return countriesWithArticle.has(country.code) ? `the ${country.name}` : country.name;
}

/** 1234567 → "1,234,567" (a plain loop: Intl/regex are measurably slower at 100k). */
function formatNumber(value: number): string {
  const digits = String(value);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

function opening(rng: Rng, input: DescriptionInput, titleHtml: string): string {
  const a = article(input.roleTitle);
  const dept = input.department;
  const focus = input.variant.focusHtml;
  switch (rng.int(0, 4)) {
    case 0:
      return `Northwind Labs is looking for ${a} ${titleHtml} to help us ${dept.mission}.`;
    case 1:
      return `As ${a} ${titleHtml} in our ${dept.nameHtml} team, you will help us ${dept.mission}, with a focus on ${focus}.`;
    case 2:
      return `We're hiring ${a} ${titleHtml} to join our ${dept.nameHtml} team. Our ${dept.nameHtml} team exists to ${dept.mission}.`;
    case 3:
      return `Do you want to help ${dept.mission}? Join Northwind Labs as ${a} ${titleHtml} and work on ${focus}.`;
    default:
      return `Our ${dept.nameHtml} team is growing, and we're looking for ${a} ${titleHtml} who will focus on ${focus}.`;
  }
}

function placeSentence(rng: Rng, input: DescriptionInput): string {
  const names = input.locations.map(placeName);
  if (input.workPlace === 'remote') {
    const hub = names[0] ?? '';
    const cadence = rng.pick(['every quarter', 'twice a year', 'a few times a year']);
    return `This is a fully remote role open to candidates based anywhere in ${countryName(input.country)}. Our ${hub} hub hosts in-person team weeks ${cadence}, and we cover the travel.`;
  }
  const where =
    names.length === 1 ? `our ${names[0]} office` : `any of our offices in ${joinWords(names, 'or')}`;
  if (input.workPlace === 'hybrid') {
    const days = rng.pick(['two days', 'three days', 'two or three days']);
    return `This is a hybrid role based in ${where}: we get together on site ${days} a week and work from home the rest of the time.`;
  }
  const note = names.length === 1 ? `, ${rng.pick(officeNotes)}` : '';
  switch (rng.int(0, 2)) {
    case 0:
      return `This role is based in ${where}${note}. We work together on site, which we find makes collaboration on ${input.variant.focusHtml} faster.`;
    case 1:
      return `This is an on-site role in ${where}${note}, where you will sit right next to the people you work with every day.`;
    default:
      return `This role is based in ${where}${note}, and relocation support is available if you are moving from elsewhere in ${countryName(input.country)}.`;
  }
}

function employmentNote(rng: Rng, type: EmploymentType): string | null {
  switch (type) {
    case 'part_time':
      return `This is a part-time position of ${rng.pick(['20', '24', '30'])} hours per week, scheduled flexibly around a few core hours.`;
    case 'contract':
      return `This is a ${rng.pick(['6', '9', '12'])}-month contract with a realistic possibility of extension.`;
    case 'temporary':
      return `This is a temporary position for ${rng.pick(['3', '4', '6'])} months, ideal if you are looking for a focused, fixed-term role.`;
    case 'internship':
      return `This ${rng.pick(['12', '16', '24'])}-week internship is paid, and many of our interns return as full-time colleagues.`;
    default:
      return null;
  }
}

function duties(rng: Rng, input: DescriptionInput): string[] {
  const own = rng.sample(input.variant.duties, rng.int(3, 4));
  const shared = rng.sample(input.department.duties, rng.int(1, 2));
  const items = rng.shuffle([...own, ...shared]);
  switch (input.seniority) {
    case 'director':
      return [...rng.sample(directorDuties, 2), ...items];
    case 'manager':
      return [...rng.sample(managerDuties, 2), ...items];
    case 'lead':
      return [...items, rng.pick(leadDuties)];
    case 'intern':
      return [...items.slice(0, 3), ...rng.sample(internDuties, 2)];
    case 'entry':
      return [...items, rng.pick(entryDuties)];
    default:
      return items;
  }
}

function requirements(rng: Rng, input: DescriptionInput): string[] {
  const items: string[] = [];
  const { seniority, family, department, skills } = input;
  const years = experienceYears[seniority];
  if (seniority === 'intern') {
    items.push(`Currently pursuing a degree in ${department.study}`);
  } else if (seniority === 'manager' || seniority === 'director') {
    const role = `${article(family.title)} ${escapeHtml(family.title)}`;
    items.push(
      `${rng.pick(years)} years of experience in ${department.nameHtml}, including hands-on work as ${role}`,
    );
  } else {
    const role = `${article(family.title)} ${escapeHtml(family.title)}`;
    items.push(`${rng.pick(years)} years of professional experience as ${role} or in a similar role`);
  }
  if (seniority === 'manager') items.push(rng.pick(managerBring));
  if (seniority === 'director') items.push(rng.pick(directorBring));
  items.push(`Hands-on experience with ${joinWords(skills.slice(0, 3).map(strong), 'and')}`);
  if (skills.length > 4)
    items.push(`Working knowledge of ${joinWords(skills.slice(3, 5).map(skillHtml), 'and')}`);
  items.push(...rng.sample(input.variant.bring, 2), rng.pick(department.bring));
  const language = localLanguages[input.country.code];
  if (language && customerFacing.has(department.name)) {
    items.push(`Professional fluency in ${language} and English`);
  } else if (seniority === 'entry' && rng.chance(0.5)) {
    items.push(`A degree in ${department.study}, or equivalent practical experience`);
  }
  return items;
}

function niceToHave(rng: Rng, input: DescriptionInput): string[] {
  const items = [...rng.sample(input.variant.nice, rng.int(1, 2)), rng.pick(input.department.nice)];
  const unused = input.family.extraSkills.filter((s) => !input.skills.includes(s));
  if (unused.length > 0) {
    items.push(`Familiarity with ${joinWords(rng.sample(unused, 2).map(skillHtml), 'or')}`);
  }
  const language = localLanguages[input.country.code];
  if (language && !customerFacing.has(input.department.name) && rng.chance(0.5)) {
    items.push(`Knowledge of ${language}`);
  }
  return items;
}

function benefits(rng: Rng, input: DescriptionInput): string[] {
  const permanent = input.employmentType === 'full_time' || input.employmentType === 'part_time';
  const items: string[] = [];
  if (permanent) {
    items.push(...(countryBenefits[input.country.code] ?? []).slice(0, 2));
    items.push(...rng.sample(permanentBenefits, rng.int(2, 3)));
  }
  items.push(...rng.sample(sharedBenefits, permanent ? 1 : 3));
  items.push(rng.pick(input.workPlace === 'remote' ? remoteBenefits : officeBenefits));
  return items;
}

function payNote(input: DescriptionInput): string {
  const range = `${input.payCurrency} ${formatNumber(input.payMin)} to ${formatNumber(input.payMax)}`;
  const per = input.payPeriod === 'hour' ? 'per hour' : 'per year';
  return `The expected base pay for this role is <strong>${range}</strong> ${per}. Your final offer depends on your experience and location.`;
}

export function buildDescriptionHtml(rng: Rng, input: DescriptionInput): string {
  const titleHtml = escapeHtml(input.roleTitle);
  const note = employmentNote(rng, input.employmentType);
  // Joining an array yields one flat string; chained `+` would keep a rope of
  // dozens of small nodes per description alive, which dominates GC at 100k.
  const parts = [
    '<h3>About the role</h3><p>',
    opening(rng, input, titleHtml),
    ' ',
    rng.pick(companyBlurbs),
    '</p><p>',
    placeSentence(rng, input),
    ' You will work closely with ',
    input.department.partners,
    '.</p>',
    note ? `<p><em>${note}</em></p>` : '',
    "<h3>What you'll do</h3>",
    list(duties(rng, input)),
    "<h3>What you'll bring</h3>",
    list(requirements(rng, input)),
    '<h3>Nice to have</h3>',
    list(niceToHave(rng, input)),
    '<h3>Benefits</h3>',
    list(benefits(rng, input)),
    '<p>',
    payNote(input),
    '</p><p><em>',
    rng.pick(closingNotes),
    '</em></p>',
  ];
  return parts.join('');
}
