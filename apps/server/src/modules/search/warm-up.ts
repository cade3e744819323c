import { searchFilterNames } from '@opencareers/contracts/search-constants';
import type { PositionIndex } from './position-index.ts';
import { type EngineRequest, runSearch } from './search-engine.ts';

/**
 * Runs a handful of searches of every shape over a freshly built index before it serves:
 * words, a misspelling, places, each filter kind and each sort. V8 compiles the engine's
 * loops on first use and the engine sizes its scratch buffers then; doing that here keeps
 * the first visitors after a start from waiting for it (measured: the first few searches
 * took 30–60 ms instead of a few). The searches come from the index's own content.
 */
export function warmUpSearch(index: PositionIndex): void {
  const sample = index.docs.find((d) => d !== null);
  if (!sample) return;
  const words = sample.title.split(/\s+/).filter((w) => w.length > 3);
  const word = words[0] ?? sample.title;
  const place = sample.locations[0];
  const skill = sample.skills[0];
  const base: EngineRequest = {
    query: '',
    location: null,
    filters: {},
    configured: searchFilterNames,
    sort: 'relevance',
    start: 0,
    num: 10,
    now: Date.now(),
  };
  const point = place
    ? { kind: 'point' as const, lat: place.lat, lng: place.lng, defaultRadiusKm: 50 }
    : null;
  const shapes: Partial<EngineRequest>[] = [
    {},
    { query: word },
    { query: `${word.slice(0, -1)}x` },
    { query: words.slice(0, 2).join(' ') || word, sort: 'newest' },
    { location: point, sort: 'distance', filters: { distance: ['100'] } },
    { query: word, location: place ? { kind: 'country', code: place.countryCode } : null },
    { location: { kind: 'remote' } },
    { filters: { department: [sample.department], work_place: [sample.workPlace] } },
    { filters: { employment_type: [sample.employmentType], seniority: [sample.seniority] } },
    { filters: { date_posted: ['7'], ...(skill ? { skills: [skill] } : {}) } },
    { query: word, filters: place ? { country: [place.countryCode], city: [`${place.city}`] } : {} },
  ];
  // Twice over: the second round runs the code V8 optimised during the first.
  for (let round = 0; round < 2; round++)
    for (const shape of shapes) runSearch(index, { ...base, ...shape, now: base.now - round * 120_000 });
}
