import type { ExperienceItem } from '@opencareers/contracts/profile';
import { asMonth } from './dates.ts';
import { entryBlocks } from './entry-blocks.ts';
import { findPlace } from './places.ts';
import { headerParts, isCompany, isTitle, joinWrapped } from './roles.ts';

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * Jobs of an experience section: each dated entry gives a title, a company, a place and a
 * description. The title is the part with a job word ("Engineer", "Entwicklerin", "Chargée"),
 * the company the part with a company word ("GmbH", "Ltd") or else the other part.
 */
export function readExperience(lines: string[]): ExperienceItem[] {
  const items: ExperienceItem[] = [];
  for (const block of entryBlocks(lines, true)) {
    let location = '';
    const parts: string[] = [];
    // A place must start the segment: "Sunnybrook Health Sciences Centre, Toronto" is a company and its town.
    const placeOf = (text: string) => (!isTitle(text) ? findPlace(text, { atStart: true }) : null);
    for (const header of [...joinWrapped(block.headers), block.rest].filter(Boolean)) {
      // "Dates | Denver, CO": a whole segment may be a place before commas split it.
      for (const segment of header.split(/\t|\s+[|•·]\s+|\s*\|\s*/)) {
        const place = placeOf(segment);
        if (place) {
          location ||= place.text;
          continue;
        }
        // "Brookline Public Schools, Brookline, MA": the last two comma parts are the place.
        let rest = segment;
        const tail = /,\s*([^,]+,\s*[^,]+)$/.exec(segment);
        const tailPlace = tail ? placeOf(tail[1]!) : null;
        if (tail && tailPlace) {
          location ||= tailPlace.text;
          rest = segment.slice(0, tail.index);
        }
        for (const part of headerParts(rest)) {
          const partPlace = placeOf(part);
          if (partPlace) location ||= partPlace.text;
          else parts.push(part);
        }
      }
    }
    if (!parts.length) continue;
    let titleIndex = parts.findIndex((p) => isTitle(p) && !isCompany(p));
    // "School Nurse", "Hospital Pharmacist": a job word wins over a company word in the same part.
    if (titleIndex < 0 && parts.length > 1) titleIndex = parts.findIndex((p) => isTitle(p));
    if (titleIndex < 0)
      titleIndex = Math.max(
        0,
        parts.findIndex((p) => !isCompany(p)),
      );
    const title = parts[titleIndex]!;
    const others = parts.filter((_, i) => i !== titleIndex);
    const company = others.find(isCompany) ?? others[0] ?? '';
    const start = asMonth(block.dates.start, 'start');
    let end = block.dates.current ? null : asMonth(block.dates.end, 'end');
    if (start && end && end < start) end = null;
    items.push({
      title: cut(title, 200),
      company: cut(company, 200),
      location: cut(location, 200),
      startMonth: start,
      endMonth: end,
      current: block.dates.current,
      description: cut(block.description.join('\n'), 5000),
    });
  }
  return items.slice(0, 50);
}
