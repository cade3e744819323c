import { headingOf, type SectionName } from './headings.ts';
import type { TextLine } from './pdf-layout.ts';

export interface Sections {
  /** Lines before the first heading: name, headline and contact details as a rule. */
  header: TextLine[];
  bodies: Map<SectionName, TextLine[]>;
}

/** Cuts the lines into sections at each recognised heading; a repeated heading continues its section. */
export function splitSections(lines: TextLine[]): Sections {
  const header: TextLine[] = [];
  const bodies = new Map<SectionName, TextLine[]>();
  let current: TextLine[] = header;
  for (const line of lines) {
    const heading = headingOf(line.text);
    if (heading) {
      current = bodies.get(heading.section) ?? [];
      bodies.set(heading.section, current);
      if (heading.rest) current.push({ text: heading.rest, fontSize: line.fontSize });
      continue;
    }
    current.push(line);
  }
  return { header, bodies };
}
