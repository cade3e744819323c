/**
 * The demo company's open positions as the server indexes them, built in this process: the
 * seed's generator (same count and day as `npm start`), the import schema, the same HTML
 * sanitising and the same row → IndexedPosition steps as index-loader.ts. No database, so a
 * relevance run takes seconds and measures the engine, not the transport.
 */
import { generateDemoPositions } from '../../apps/server/src/db/seed/demo-positions.ts';
import { importPositionSchema } from '../../apps/server/src/modules/positions/import-schema.ts';
import { sanitizeDescriptionHtml } from '../../apps/server/src/modules/positions/sanitize-description.ts';
import {
  type IndexedPosition,
  locationLabel,
} from '../../apps/server/src/modules/search/indexed-position.ts';
import { PositionIndex } from '../../apps/server/src/modules/search/position-index.ts';
import { descriptionSnippet } from '../../apps/server/src/modules/search/snippet.ts';
import { htmlToText } from '../../apps/server/src/modules/search/tokenize.ts';

export interface DemoIndex {
  index: PositionIndex;
  /** The positions as generated (title, department, skills…), by id, for judging. */
  positions: IndexedPosition[];
}

export function buildDemoIndex(count: number, now: Date): DemoIndex {
  const index = new PositionIndex();
  const positions: IndexedPosition[] = [];
  generateDemoPositions(count, { now }).forEach((raw, i) => {
    const p = importPositionSchema.parse(raw);
    const html = sanitizeDescriptionHtml(p.descriptionHtml);
    const indexed: IndexedPosition = {
      id: `demo-${i}`,
      externalId: p.externalId,
      title: p.title,
      department: p.department,
      employmentType: p.employmentType,
      seniority: p.seniority,
      workPlace: p.workPlace,
      skills: p.skills,
      text: htmlToText(html),
      snippet: descriptionSnippet(html),
      payMin: p.payMin,
      payMax: p.payMax,
      payCurrency: p.payCurrency,
      payPeriod: p.payPeriod,
      postedAt: p.postedAt.getTime(),
      expiresAt: p.expiresAt?.getTime() ?? null,
      locations: p.locations.map((l) => ({
        ...l,
        region: l.region ?? null,
        label: locationLabel({ ...l, region: l.region ?? null }),
      })),
    };
    positions.push({ ...indexed });
    index.add(indexed);
  });
  index.freeze();
  return { index, positions };
}
