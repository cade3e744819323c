/**
 * Role catalogue of the demo company: departments → role families, each with a
 * skill pool, title ladder and description phrases.
 *
 * The department data lives in `demo-roles-*.ts` (one file per department) as compact strings (lists are
 * one item per line or comma separated) so the data stays readable and the
 * formatter cannot explode it into thousands of lines. This module parses it
 * once at import time and HTML-escapes the phrases, so the hot generation loop
 * only concatenates ready-made strings.
 */
import { customerSuccessDepartment } from './demo-roles-customer-success.ts';
import { dataDepartment } from './demo-roles-data.ts';
import { designDepartment } from './demo-roles-design.ts';
import { engineeringDepartment } from './demo-roles-engineering.ts';
import { financeDepartment } from './demo-roles-finance.ts';
import { itDepartment } from './demo-roles-it.ts';
import { legalDepartment } from './demo-roles-legal.ts';
import { marketingDepartment } from './demo-roles-marketing.ts';
import { operationsDepartment } from './demo-roles-operations.ts';
import { peopleDepartment } from './demo-roles-people.ts';
import { productDepartment } from './demo-roles-product.ts';
import { salesDepartment } from './demo-roles-sales.ts';
import { securityDepartment } from './demo-roles-security.ts';
import { supportDepartment } from './demo-roles-support.ts';

/** A role family as authored in the data files. */
export interface RawFamily {
  title: string;
  /** US mid-level annual base pay in USD; scaled by seniority, country and city. */
  pay: number;
  /** Teams / segments / product areas, separated by `;`. */
  focus: string;
  /** Comma separated, most relevant first (the first two are always listed). */
  skills: string;
  /** Lists below: one item per line. `{focus}` is replaced by the position's focus. */
  duties: string;
  bring: string;
  nice: string;
  /** Title overrides for the non-prefix levels; department defaults otherwise. */
  intern?: string;
  manager?: string;
  director?: string;
}

export interface RawDepartment {
  name: string;
  /** Relative share of open positions at a mid-size tech company. */
  weight: number;
  intern: string;
  manager: string;
  director: string;
  /** Comma separated title prefixes for entry and lead levels. */
  entry: string;
  lead: string;
  /** Completes "…to help us {mission}". */
  mission: string;
  /** Completes "You'll work closely with {partners}". */
  partners: string;
  /** Completes "…a degree in {study}". */
  study: string;
  skills: string;
  duties: string;
  bring: string;
  nice: string;
  families: readonly RawFamily[];
}

/** A family's phrases with `{focus}` resolved for one focus area (HTML-escaped). */
export interface FocusVariant {
  focus: string;
  focusHtml: string;
  duties: readonly string[];
  bring: readonly string[];
  nice: readonly string[];
}

export interface RoleFamily {
  title: string;
  pay: number;
  /** Pool ordered by relevance; `coreSkills` are always listed, the rest sampled. */
  skills: readonly string[];
  coreSkills: readonly string[];
  extraSkills: readonly string[];
  variants: readonly FocusVariant[];
  intern: string;
  manager: string;
  director: string;
}

export interface Department {
  name: string;
  /** HTML-escaped department name for descriptions. */
  nameHtml: string;
  weight: number;
  entryPrefixes: readonly string[];
  leadPrefixes: readonly string[];
  mission: string;
  partners: string;
  study: string;
  skills: readonly string[];
  duties: readonly string[];
  bring: readonly string[];
  nice: readonly string[];
  families: readonly RoleFamily[];
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for HTML element content (apostrophes are safe there). */
export function escapeHtml(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (c) => htmlEscapes[c] ?? c) : text;
}

export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function splitList(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** One HTML-escaped phrase per non-empty line. */
export const phrases = (text: string): string[] => splitLines(text).map(escapeHtml);

function buildFamily(raw: RawFamily, dept: RawDepartment): RoleFamily {
  const skills = splitList(raw.skills, ',');
  if (skills.length < 10 || new Set(skills).size !== skills.length) {
    throw new Error(`demo catalogue: ${raw.title} needs at least 10 distinct skills`);
  }
  const duties = phrases(raw.duties);
  const bring = phrases(raw.bring);
  const nice = phrases(raw.nice);
  // Resolving `{focus}` once per (family, focus) keeps string work out of the hot loop.
  const variants = splitList(raw.focus, ';').map((focus): FocusVariant => {
    const focusHtml = escapeHtml(focus);
    const resolve = (list: string[]) => list.map((p) => p.replaceAll('{focus}', focusHtml));
    return { focus, focusHtml, duties: resolve(duties), bring: resolve(bring), nice: resolve(nice) };
  });
  return {
    title: raw.title,
    pay: raw.pay,
    skills,
    coreSkills: skills.slice(0, 2),
    extraSkills: skills.slice(2),
    variants,
    intern: raw.intern ?? dept.intern,
    manager: raw.manager ?? dept.manager,
    director: raw.director ?? dept.director,
  };
}

function buildDepartment(raw: RawDepartment): Department {
  return {
    name: raw.name,
    nameHtml: escapeHtml(raw.name),
    weight: raw.weight,
    entryPrefixes: splitList(raw.entry, ','),
    leadPrefixes: splitList(raw.lead, ','),
    mission: escapeHtml(raw.mission),
    partners: escapeHtml(raw.partners),
    study: escapeHtml(raw.study),
    skills: splitList(raw.skills, ','),
    duties: phrases(raw.duties),
    bring: phrases(raw.bring),
    nice: phrases(raw.nice),
    families: raw.families.map((family) => buildFamily(family, raw)),
  };
}

export const demoDepartments: readonly Department[] = [
  engineeringDepartment,
  productDepartment,
  designDepartment,
  dataDepartment,
  securityDepartment,
  itDepartment,
  salesDepartment,
  customerSuccessDepartment,
  marketingDepartment,
  supportDepartment,
  financeDepartment,
  peopleDepartment,
  operationsDepartment,
  legalDepartment,
].map(buildDepartment);
