import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';
import { testPositions } from './test-positions.ts';

let t: TestApp;
let agent: HttpAgent;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // Only the hand-made positions, so counts and rankings can be stated exactly.
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  await positionRepository.upsertMany(t.database.db, tenant.id, testPositions());
  await t.app.searchIndex.syncNow();
  const rows = await t.database.db.select({ id: positions.id, ext: positions.externalId }).from(positions);
  ids = Object.fromEntries(rows.map((r) => [r.ext, r.id]));
  agent = new HttpAgent(t.app);
});
afterAll(() => t.close());

const search = async (query: Record<string, string | string[]>) => {
  const res = await agent.get('/api/pcsx/search', { query: query as Record<string, string> });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (data: { positions: { name: string }[] }) => data.positions.map((p) => p.name);

describe('GET /api/pcsx/search', () => {
  it('lists every open position, newest first, with facets and metadata', async () => {
    const data = await search({});
    expect(data.count).toBe(5);
    expect(names(data)[0]).toBe('Frontend Developer');
    expect(data.sortBy.selected).toBe('relevance');
    const dept = data.filterDef.allFilters.find((f: { filterName: string }) => f.filterName === 'department');
    expect(dept.options).toContainEqual({
      label: 'Engineering',
      value: 'Engineering',
      count: 3,
      selected: false,
    });
    expect(data.resultsMetaData).toMatchObject({ start: 0, num: 10, query: '', location: '' });
    expect(data.positions[0]).toMatchObject({ archived_at: -1, positionUserActions: { isSaved: false } });
  });

  it('gives each job a snippet of its prose, without the headings of its description', async () => {
    const platform = (await search({ query: 'platform' })).positions[0];
    expect(platform.name).toBe('Platform Engineer');
    expect(platform.snippet).toBe('You will run our Kubernetes clusters.');
  });

  it('ranks title over skills over description, and tolerates plurals and typos', async () => {
    expect(names(await search({ query: 'kubernetes' }))).toEqual([
      'Senior Kubernetes Engineer',
      'Platform Engineer',
      'Data Analyst',
    ]);
    // "engineer" also reads as "developer" (vocabulary.txt), a little below the word typed.
    expect(names(await search({ query: 'engineers' }))).toEqual([
      'Senior Kubernetes Engineer',
      'Platform Engineer',
      'Frontend Developer',
    ]);
    const typo = await search({ query: 'kubernets' });
    expect(names(typo)[0]).toBe('Senior Kubernetes Engineer');
    // Written as the jobs write it, not as the index's stem ("kubernete").
    expect(typo.resultsMetaData.corrections).toEqual({ kubernet: 'kubernetes' });
  });

  it('filters by every facet, OR within a filter and AND across, with disjunctive counts', async () => {
    const data = await search({ filter_department: 'Engineering', filter_seniority: ['senior', 'entry'] });
    expect(names(data).sort()).toEqual(['Frontend Developer', 'Senior Kubernetes Engineer']);
    expect(data.appliedFilters).toEqual({ department: ['Engineering'], seniority: ['senior', 'entry'] });
    const seniority = data.filterDef.allFilters.find(
      (f: { filterName: string }) => f.filterName === 'seniority',
    );
    // Counted as if the seniority filter were not applied: the mid-level engineer shows up.
    expect(seniority.options.find((o: { value: string }) => o.value === 'mid')).toMatchObject({
      count: 1,
      selected: false,
    });
    expect(names(await search({ filter_work_place: 'remote' }))).toEqual(['Accountant']);
    expect(names(await search({ filter_employment_type: 'contract' }))).toEqual(['Accountant']);
    expect(names(await search({ filter_country: 'GB' }))).toEqual(['Data Analyst']);
    expect(names(await search({ filter_city: 'munich-de' }))).toEqual(['Frontend Developer']);
    expect(names(await search({ filter_skills: 'typescript' }))).toEqual(['Frontend Developer']);
    expect(names(await search({ filter_date_posted: '1' }))).toEqual(['Frontend Developer']);
    expect((await search({ filter_date_posted: '30' })).count).toBe(4);
  });

  it('drops unknown filters and values, and splits commas unless the tenant allows them in values', async () => {
    const data = await search({ filter_colour: 'blue', filter_work_place: ['remote', 'spaceship'] });
    expect(data.appliedFilters).toEqual({ work_place: ['remote'] });
    expect(data.resultsMetaData.droppedFilters).toEqual(['colour', 'work_place=spaceship']);
    expect(data.count).toBe(1);
    const split = await search({ filter_seniority: 'senior,entry' });
    expect(split.appliedFilters).toEqual({ seniority: ['senior', 'entry'] });
    // "Excel, advanced" can only be chosen when commas belong to values.
    expect((await search({ filter_skills: 'Excel, advanced' })).count).toBe(0);
  });

  it('resolves locations: city with radius, country, remote, current location, Map Location, Map Area, free text', async () => {
    const berlin = await search({ location: 'Berlin' });
    expect(names(berlin).sort()).toEqual([
      'Frontend Developer',
      'Platform Engineer',
      'Senior Kubernetes Engineer',
    ]);
    expect(berlin.resultsMetaData.resolvedLocation).toMatchObject({
      kind: 'city',
      countryCode: 'DE',
      radiusKm: 50,
    });
    const near = await search({ location: 'Berlin', filter_distance: '10' });
    expect(names(near).sort()).toEqual(['Frontend Developer', 'Senior Kubernetes Engineer']);
    const distance = near.filterDef.allFilters.find(
      (f: { filterName: string }) => f.filterName === 'distance',
    );
    expect(distance.options.find((o: { value: string }) => o.value === '50').count).toBe(3);
    const sorted = await search({ location: 'Potsdam, Germany', sort_by: 'distance' });
    expect(names(sorted)[0]).toBe('Platform Engineer');
    expect(sorted.positions[0].distanceKm).toBeLessThan(1);
    // Near Austin, the remote Accountant is found but has no distance: it is done from anywhere.
    const austin = await search({ location: 'Map Location', lat: '30.2672', lng: '-97.7431' });
    expect(names(austin)).toEqual(['Accountant']);
    expect(austin.positions[0].distanceKm).toBeNull();
    expect(names(await search({ location: 'Germany' })).length).toBe(3);
    expect(names(await search({ location: 'remote' }))).toEqual(['Accountant']);
    expect((await search({ location: 'current location', lat: '51.5', lng: '-0.12' })).count).toBe(1);
    const marker = await search({ location: 'Map Location', lat: '48.1351', lng: '11.582' });
    expect(names(marker)).toEqual(['Frontend Developer']);
    expect(marker.appliedFilters.distance).toEqual(['0']);
    const area = await search({ location: 'Map Area', bounds: '47,5,53,15' });
    expect(area.count).toBe(3);
    expect((await search({ location: 'Texas' })).count).toBe(1);
    expect((await search({ location: 'Atlantis' })).count).toBe(0);
  });

  it('sorts by newest and pages by start, with an empty page past the end', async () => {
    const newest = await search({ sort_by: 'newest' });
    expect(names(newest)).toEqual([
      'Frontend Developer',
      'Senior Kubernetes Engineer',
      'Platform Engineer',
      'Data Analyst',
      'Accountant',
    ]);
    const page = await search({ start: '2', num: '2', sort_by: 'newest' });
    expect(names(page)).toEqual(['Platform Engineer', 'Data Analyst']);
    const past = await search({ start: '500' });
    expect(past.count).toBe(5);
    expect(past.positions).toEqual([]);
    // Distance sort without a place falls back to relevance.
    expect((await search({ sort_by: 'distance' })).sortBy.selected).toBe('relevance');
  });

  it('answers bad input with a clear 400', async () => {
    const cases: Record<string, string>[] = [
      { start: '-1' },
      { start: 'abc' },
      { start: '99999999999' },
      { num: '1000' },
      { sort_by: 'cheapest' },
      { location: 'current location' },
      { location: 'Map Area', bounds: 'everywhere' },
      { lat: '200', lng: '0', location: 'current location' },
      { query: 'x'.repeat(500) },
    ];
    for (const query of cases) {
      const res = await agent.get('/api/pcsx/search', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('sees positions that change, close and reopen', async () => {
    const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, ids['T-3']!));
    await t.app.searchIndex.syncNow();
    expect((await search({ query: 'analyst' })).count).toBe(0);
    await t.database.db
      .update(positions)
      .set({ status: 'open', title: 'Data Scientist' })
      .where(eq(positions.id, ids['T-3']!));
    await t.app.searchIndex.syncNow();
    expect(names(await search({ query: 'scientist' }))).toEqual(['Data Scientist']);
    expect(tenant.id).toBeTruthy();
  });
});

describe('GET /api/pcsx/autocomplete', () => {
  const suggest = async (query: Record<string, string>) => {
    const res = await agent.get('/api/pcsx/autocomplete', { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.results as { label: string; kind: string; count: number }[];
  };

  it('suggests titles by any word start, then skills', async () => {
    const results = await suggest({ term: 'eng' });
    expect(results.map((r) => r.label)).toEqual(['Platform Engineer', 'Senior Kubernetes Engineer']);
    expect((await suggest({ term: 'kub' })).map((r) => [r.label, r.kind])).toContainEqual([
      'Kubernetes',
      'skill',
    ]);
  });

  it('suggests places with jobs only, with their counts, and remote', async () => {
    const places = await suggest({ term: 'ber', type: 'location' });
    expect(places[0]).toMatchObject({ label: 'Berlin, Germany', kind: 'city', count: 2 });
    expect(places.every((p) => p.count > 0)).toBe(true);
    expect((await suggest({ term: 'rem', type: 'location' }))[0]).toMatchObject({ kind: 'remote', count: 1 });
    expect(await suggest({ term: '   ' })).toEqual([]);
  });
});
