import { describe, expect, it } from 'vitest';
import { generateDemoPositions } from '../../db/seed/demo-positions.ts';
import { type IndexedPosition, locationLabel } from '../search/indexed-position.ts';
import { PositionIndex } from '../search/position-index.ts';
import { runSearch } from '../search/search-engine.ts';
import { indexScorer } from './index-scorer.ts';
import { presentMatch } from './personalization.ts';
import { type CandidateProfile, scoreMatch } from './score.ts';
import { skillTaxonomy } from './taxonomy.ts';

const now = Date.UTC(2026, 10, 1);

function demoIndex(count: number): PositionIndex {
  const index = new PositionIndex();
  generateDemoPositions(count, { now: new Date(now) }).forEach((p, i) => {
    const doc: IndexedPosition = {
      id: `id-${i}`,
      externalId: p.externalId,
      title: p.title,
      department: p.department,
      employmentType: p.employmentType,
      seniority: p.seniority,
      workPlace: p.workPlace,
      skills: p.skills,
      descriptionTerms: [],
      snippet: '',
      payMin: p.payMin,
      payMax: p.payMax,
      payCurrency: p.payCurrency,
      payPeriod: p.payPeriod,
      postedAt: p.postedAt.getTime(),
      expiresAt: p.expiresAt.getTime(),
      locations: p.locations.map((l) => ({ ...l, label: locationLabel(l) })),
      language: null,
    };
    index.add(doc);
  });
  index.freeze();
  return index;
}

const profiles: Record<string, CandidateProfile> = {
  engineer: {
    title: 'Software Engineer',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'AWS', 'k8s'],
    experienceYears: 5,
    countryCode: 'DE',
    lat: 52.52,
    lng: 13.405,
    workPlaces: [],
  },
  analystNoPlace: {
    title: 'Senior Data Analyst',
    skills: ['SQL', 'Tableau', 'Python', 'Excel'],
    experienceYears: null,
    countryCode: null,
    lat: null,
    lng: null,
    workPlaces: [],
  },
  skillsOnly: {
    title: '',
    skills: ['Salesforce', 'Negotiation', 'B2B Sales'],
    experienceYears: 12,
    countryCode: 'US',
    lat: 40.7128,
    lng: -74.006,
    workPlaces: [],
  },
};

describe('index scorer', () => {
  const index = demoIndex(1500);
  const taxonomy = skillTaxonomy();

  it.each(Object.keys(profiles))('gives every job the same score as match_details (%s)', (name) => {
    const profile = profiles[name]!;
    const scorer = indexScorer(index, profile, taxonomy);
    const docs = index.liveDocs();
    const all = scorer.scoreAll(docs);
    for (const [i, d] of docs.entries()) {
      const p = index.docs[d]!;
      const expected = scoreMatch(profile, p, taxonomy, 4).score;
      expect({ id: p.id, score: all[i] }).toEqual({ id: p.id, score: expected });
      expect(scorer.score(d)).toBe(expected);
    }
    // A spread of scores, so the comparison means something.
    expect(new Set(all).size).toBeGreaterThan(8);
  });

  it('is kept while profile and index stay the same, and rebuilt when either changes', () => {
    const a = indexScorer(index, profiles.engineer!, taxonomy);
    expect(indexScorer(index, { ...profiles.engineer! }, taxonomy)).toBe(a);
    const edited = indexScorer(index, { ...profiles.engineer!, skills: ['COBOL'] }, taxonomy);
    expect(edited).not.toBe(a);
    index.version++;
    expect(indexScorer(index, profiles.engineer!, taxonomy)).not.toBe(a);
  });
});

describe('best match ranking', () => {
  const index = demoIndex(800);
  const taxonomy = skillTaxonomy();
  const request = {
    query: 'engineer',
    location: null,
    filters: {},
    configured: [],
    start: 0,
    num: 20,
    now,
  } as const;

  it('orders matching jobs by match score, ties by relevance, and pages without gaps', () => {
    const scorer = indexScorer(index, profiles.engineer!, taxonomy);
    const byRelevance = runSearch(index, { ...request, sort: 'relevance' });
    const best = runSearch(index, { ...request, sort: 'best_match', matchScorer: scorer });
    expect(best.sort).toBe('best_match');
    expect(best.total).toBe(byRelevance.total);
    const scores = best.page.map((d) => scorer.score(d));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Everything matched is ranked: the best of the whole result set leads the first page.
    const everything = runSearch(index, { ...request, sort: 'relevance', num: 1000 }, true).all!;
    const top = Math.max(...everything.map((d) => scorer.score(d)));
    expect(scores[0]).toBe(top);
    // Equal scores keep the relevance order.
    const relevanceRank = new Map(
      runSearch(index, { ...request, sort: 'relevance', num: 50 }).page.map((d, i) => [d, i]),
    );
    for (let i = 1; i < best.page.length; i++) {
      const [a, b] = [best.page[i - 1]!, best.page[i]!];
      if (scorer.score(a) === scorer.score(b) && relevanceRank.has(a) && relevanceRank.has(b))
        expect(relevanceRank.get(a)!).toBeLessThan(relevanceRank.get(b)!);
    }
    const second = runSearch(index, { ...request, sort: 'best_match', matchScorer: scorer, start: 20 });
    expect(new Set([...best.page, ...second.page]).size).toBe(40);
    expect(scorer.score(second.page[0]!)).toBeLessThanOrEqual(scores.at(-1)!);
  });

  it('falls back to relevance without a scorer (logged out, or no profile to score)', () => {
    const best = runSearch(index, { ...request, sort: 'best_match' });
    expect(best.sort).toBe('relevance');
    expect(best.page).toEqual(runSearch(index, { ...request, sort: 'relevance' }).page);
  });

  it('another profile gets another order', () => {
    const engineer = runSearch(index, {
      ...request,
      query: '',
      sort: 'best_match',
      matchScorer: indexScorer(index, profiles.engineer!, taxonomy),
    });
    const analyst = runSearch(index, {
      ...request,
      query: '',
      sort: 'best_match',
      matchScorer: indexScorer(index, profiles.analystNoPlace!, taxonomy),
    });
    expect(engineer.page).not.toEqual(analyst.page);
    expect(index.docs[analyst.page[0]!]!.title).toMatch(/analy|data/i);
  });
});

describe('match badge', () => {
  it('is a percentage of 5 and strong from the configured threshold on', () => {
    expect(presentMatch(4.6, 4)).toEqual({ score: 4.6, percent: 92, isStrongMatch: true });
    expect(presentMatch(4, 4)).toMatchObject({ percent: 80, isStrongMatch: true });
    expect(presentMatch(3.9, 4)).toMatchObject({ percent: 78, isStrongMatch: false });
    expect(presentMatch(3.9, 3.5).isStrongMatch).toBe(true);
    expect(presentMatch(0, 4)).toEqual({ score: 0, percent: 0, isStrongMatch: false });
    expect(presentMatch(5, 5)).toEqual({ score: 5, percent: 100, isStrongMatch: true });
  });
});
