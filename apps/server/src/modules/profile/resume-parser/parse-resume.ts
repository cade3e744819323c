import { type ParsedResume, parsedResumeSchema, profileContactSchema } from '@opencareers/contracts/profile';
import type { ParsableResumeType, ParseResumeResult, ParseWarning } from '@opencareers/contracts/resume';
import { readContact } from './contact.ts';
import { detectResumeType } from './detect-type.ts';
import { textFromDocx } from './docx-text.ts';
import { readEducation } from './education.ts';
import { readExperience } from './experience.ts';
import { readLanguages } from './languages.ts';
import { findLinks } from './links.ts';
import type { TextLine } from './pdf-layout.ts';
import { linesFromPdf } from './pdf-text.ts';
import { splitSections } from './sections.ts';
import { readSkills, skillsInText } from './skills.ts';
import { textFromTxt } from './txt-text.ts';

const toLines = (text: string): TextLine[] =>
  text
    .split(/\r?\n|\f/)
    .map((t) => t.replace(/[ \u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .map((t) => ({ text: t, fontSize: 0 }));

/** Rules drawn with characters ("=====", "-----") are decoration, not text. */
const isRule = (line: TextLine) => /^[\s=_~*#.·•—–-]+$/.test(line.text);

async function linesOf(type: ParsableResumeType, bytes: Uint8Array): Promise<TextLine[]> {
  if (type === 'pdf') return linesFromPdf(bytes);
  if (type === 'docx') return toLines(await textFromDocx(bytes));
  return toLines(textFromTxt(bytes));
}

/** Drops what the profile would refuse, so a proposal always fits the profile's schema. */
function valid(resume: ParsedResume): ParsedResume {
  const contact: ParsedResume['contact'] = {};
  for (const [key, value] of Object.entries(resume.contact) as [keyof ParsedResume['contact'], string][]) {
    if (value && profileContactSchema.shape[key].safeParse(value).success) contact[key] = value;
  }
  const keep = <T>(items: T[], schema: { safeParse: (v: unknown) => { success: boolean } }) =>
    items.filter((i) => schema.safeParse(i).success);
  const shape = parsedResumeSchema.shape;
  return {
    ...resume,
    contact,
    experience: keep(resume.experience, shape.experience.element),
    education: keep(resume.education, shape.education.element),
    skills: keep(resume.skills, shape.skills.element),
    languages: keep(resume.languages, shape.languages.element),
    links: keep(resume.links, shape.links.element),
  };
}

/**
 * Reads a résumé file into a proposal for the profile (nothing is stored here). Refuses, with
 * a 4xx HttpError, files that are not a readable PDF, DOCX or TXT résumé within the limits.
 */
export async function parseResume(fileName: string, bytes: Uint8Array): Promise<ParseResumeResult> {
  const fileType = await detectResumeType(fileName, bytes);
  const lines = (await linesOf(fileType, bytes)).filter((l) => !isRule(l));
  const allText = lines.map((l) => l.text).join('\n');
  const { header, bodies } = splitSections(lines);
  const texts = (name: Parameters<typeof bodies.get>[0]) => (bodies.get(name) ?? []).map((l) => l.text);

  const contactLines = [...header, ...(bodies.get('contact') ?? []), ...(bodies.get('links') ?? [])];
  const contact = readContact(contactLines.length ? contactLines : lines.slice(0, 10), allText);
  const summary = texts('summary').join(' ').replace(/\s+/g, ' ').trim();
  const skillLines = texts('skills');
  const resume = valid({
    contact: {
      firstname: contact.firstname,
      lastname: contact.lastname,
      email: contact.email,
      phone: contact.phone,
      location: contact.location,
    },
    ...(contact.headline ? { headline: contact.headline.slice(0, 200) } : {}),
    ...(summary ? { summary: summary.slice(0, 5000) } : {}),
    experience: readExperience(texts('experience')),
    education: readEducation(texts('education')),
    skills: skillLines.length ? readSkills(skillLines) : skillsInText(allText),
    languages: readLanguages(texts('languages')),
    links: findLinks(allText),
  });

  const warnings: ParseWarning[] = [];
  if (!resume.contact.firstname) warnings.push({ code: 'no_name', message: 'No name was found.' });
  if (!resume.experience.length)
    warnings.push({ code: 'no_experience', message: 'No dated work experience was found.' });
  if (!resume.education.length)
    warnings.push({ code: 'no_education', message: 'No dated education was found.' });
  if (!skillLines.length && resume.skills.length)
    warnings.push({
      code: 'skills_from_text',
      message: 'No skills section was found; these skills are named in the text.',
    });
  return { fileType, proposal: resume, warnings };
}
