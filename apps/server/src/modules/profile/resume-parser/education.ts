import type { EducationItem } from '@opencareers/contracts/profile';
import { asMonth } from './dates.ts';
import { entryBlocks } from './entry-blocks.ts';
import { findPlace } from './places.ts';
import { isDegree, isSchool, joinWrapped } from './roles.ts';

const cut = (s: string) => (s.length > 200 ? s.slice(0, 200) : s);

/** "MSc in Data Science" → degree "MSc", field "Data Science". */
function splitDegree(text: string): { degree: string; field: string } {
  const m = /^(.*?)\s+(?:in|en|em|of|de|im|in der|für)\s+(\p{Lu}.*)$/u.exec(text);
  if (m && isDegree(m[1]!)) return { degree: m[1]!.trim(), field: m[2]!.trim() };
  return { degree: text, field: '' };
}

/** Schools of an education section: each dated entry gives a school, a degree and a field. */
export function readEducation(lines: string[]): EducationItem[] {
  const items: EducationItem[] = [];
  for (const block of entryBlocks(lines, false)) {
    const parts: string[] = [];
    for (const header of [...joinWrapped(block.headers), block.rest].filter(Boolean))
      for (const part of header.split(/\t|\s+[—–|•·]\s+|\s+-\s+|\s*\|\s*/)) {
        const p = part.trim();
        if (p) parts.push(p);
      }
    // Commas separate a school from its town ("Universidad de Granada, Granada"), not a degree.
    const schoolPart = parts.find((p) => isSchool(p) && !isDegree(p)) ?? parts.find(isSchool);
    const degreePart =
      parts.find((p) => p !== schoolPart && isDegree(p)) ?? parts.find((p) => p !== schoolPart);
    let school = schoolPart ?? (degreePart === parts[0] ? parts[1] : parts[0]);
    if (!school) continue;
    // "Universidad de Granada, Granada": the town after a comma is not part of the name.
    const comma = school.lastIndexOf(', ');
    if (comma > 0 && findPlace(school.slice(comma + 2))) school = school.slice(0, comma);
    const { degree, field } = splitDegree(degreePart ?? '');
    const start = asMonth(block.dates.start, 'start');
    let end = block.dates.current ? null : asMonth(block.dates.end, 'end');
    if (start && end && end < start) end = null;
    items.push({
      school: cut(school),
      degree: cut(degree),
      field: cut(field),
      startMonth: start,
      endMonth: end,
    });
  }
  return items.slice(0, 20);
}
