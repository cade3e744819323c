import type { Profile } from '@opencareers/contracts/profile';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The stored E.164 number as a reader expects it on a résumé: "+351 912 345 678". */
const readablePhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/**
 * What a résumé shows, in reading order, built once from the profile so the PDF and DOCX
 * templates (and their tests) agree on content and differ only in looks.
 */

export interface ResumeEntry {
  title: string;
  /** Organisation and place, e.g. "Northwind Labs · Lisbon". */
  subtitle: string;
  /** e.g. "Mar 2021 – Present"; '' when no dates are known. */
  dates: string;
  /** Paragraphs; a paragraph that was a "- " or "• " line is a bullet. */
  body: { text: string; bullet: boolean }[];
}

export interface ResumeModel {
  name: string;
  headline: string;
  contact: string[];
  links: { label: string; url: string }[];
  summary: string[];
  experience: ResumeEntry[];
  education: ResumeEntry[];
  skills: string[];
  languages: string[];
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Mar 2021'. */
export function formatMonth(month: string | null): string {
  if (!month) return '';
  const [y, m] = month.split('-');
  return `${months[Number(m) - 1] ?? ''} ${y}`.trim();
}

export function formatRange(start: string | null, end: string | null, current = false): string {
  const from = formatMonth(start);
  const to = current ? 'Present' : formatMonth(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

const bulletLine = /^\s*[-*•·▪‣◦]\s+/;

/** Splits free text into paragraphs and bullets; blank lines separate paragraphs. */
export function paragraphs(text: string): { text: string; bullet: boolean }[] {
  const out: { text: string; bullet: boolean }[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push({ text: current.join(' '), bullet: false });
    current = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (bulletLine.test(raw)) {
      flush();
      out.push({ text: raw.replace(bulletLine, '').trim(), bullet: true });
    } else current.push(line);
  }
  flush();
  return out;
}

const levelNames: Record<string, string> = {
  basic: 'basic',
  conversational: 'conversational',
  professional: 'professional',
  fluent: 'fluent',
  native: 'native',
};

export const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

export function resumeModel(profile: Profile): ResumeModel {
  const c = profile.contact;
  const place = profile.place?.label || c.location;
  return {
    name: `${c.firstname} ${c.lastname}`.trim(),
    headline: profile.headline.trim(),
    contact: [c.email, readablePhone(c.phone), place].map((s) => s.trim()).filter(Boolean),
    links: profile.links.map((l) => ({ label: l.label.trim(), url: l.url })),
    summary: paragraphs(profile.summary).map((p) => p.text),
    experience: profile.experience.map((e) => ({
      title: e.title,
      subtitle: [e.company, e.location]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' · '),
      dates: formatRange(e.startMonth, e.endMonth, e.current),
      body: paragraphs(e.description),
    })),
    education: profile.education.map((e) => ({
      title: e.school,
      subtitle: [e.degree, e.field]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', '),
      dates: formatRange(e.startMonth, e.endMonth),
      body: [],
    })),
    skills: profile.skills.map((s) => s.name),
    languages: profile.languages.map((l) => `${l.name} (${levelNames[l.level] ?? l.level})`),
  };
}
