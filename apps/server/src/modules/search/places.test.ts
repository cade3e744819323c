import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';
import { testPositions } from './test-positions.ts';

let t: TestApp;
let agent: HttpAgent;

// The hand-made positions (Berlin, Potsdam, Munich, London, Austin), so results can be stated.
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  await positionRepository.upsertMany(t.database.db, tenant.id, testPositions());
  await t.app.searchIndex.syncNow();
  agent = new HttpAgent(t.app);
});
afterAll(() => t.close());

const search = async (query: Record<string, string>) => {
  const res = await agent.get('/api/pcsx/search', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (data: { positions: { name: string }[] }) => data.positions.map((p) => p.name).sort();

describe('places by their other names', () => {
  it('reads local and foreign names and "City, ST" in the location box', async () => {
    const munich = await search({ location: 'München' });
    expect(names(munich)).toEqual(['Frontend Developer']);
    expect(munich.resultsMetaData.resolvedLocation).toMatchObject({
      kind: 'city',
      countryCode: 'DE',
      radiusKm: 50,
    });
    // London has jobs: "Londres" is London, not the town in Argentina.
    const londres = await search({ location: 'Londres' });
    expect(londres.resultsMetaData.resolvedLocation).toMatchObject({ kind: 'city', countryCode: 'GB' });
    expect(names(londres)).toEqual(['Data Analyst']);
    expect(names(await search({ location: 'Austin, TX' }))).toEqual(['Accountant']);
  });

  it('reads a country in the languages the site speaks, as its English name', async () => {
    const germany = await search({ location: 'Germany' });
    for (const name of ['Deutschland', 'Allemagne', 'Alemania']) {
      const found = await search({ location: name });
      expect(found.resultsMetaData.resolvedLocation, name).toMatchObject({
        kind: 'country',
        countryCode: 'DE',
      });
      expect(names(found), name).toEqual(names(germany));
    }
    expect(names(germany)).toHaveLength(3);
  });

  it('suggests the country with jobs when its name is begun in another language', async () => {
    const suggest = async (term: string, hl = 'en') => {
      const res = await agent.get('/api/pcsx/autocomplete', { query: { term, type: 'location', hl } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.results as { label: string; value: string; kind: string; count: number }[];
    };
    expect(await suggest('Deutschl', 'de')).toContainEqual({
      label: 'Deutschland',
      value: 'Germany',
      kind: 'country',
      count: 3,
    });
    expect(await suggest('Alema')).toContainEqual({
      label: 'Germany',
      value: 'Germany',
      kind: 'country',
      count: 3,
    });
    // A country without jobs is never offered: Spain has none here.
    expect((await suggest('Espa')).filter((s) => s.kind === 'country')).toEqual([]);
  });

  it('turns a place typed among the keywords into the location, with the city radius', async () => {
    const only = await search({ query: 'München' });
    expect(names(only)).toEqual(['Frontend Developer']);
    expect(only.resultsMetaData.resolvedLocation).toMatchObject({
      kind: 'city',
      countryCode: 'DE',
      radiusKm: 50,
    });
    // Berlin's 50 km take in Potsdam; the keywords before "in" still have to match ("engineer"
    // reads as "developer" too in the vocabulary, docs/search.md).
    expect(names(await search({ query: 'engineer in Berlin' }))).toEqual([
      'Frontend Developer',
      'Platform Engineer',
      'Senior Kubernetes Engineer',
    ]);
    expect(names(await search({ query: 'analyst Londres' }))).toEqual(['Data Analyst']);
    // Germany's jobs only: the developer and the two engineers (the vocabulary's synonyms).
    expect(names(await search({ query: 'developer Germany' }))).toEqual([
      'Frontend Developer',
      'Platform Engineer',
      'Senior Kubernetes Engineer',
    ]);
    // A place without jobs is not taken from the keywords: the words stay keywords.
    const paris = await search({ query: 'developer Paris' });
    expect(paris.resultsMetaData.resolvedLocation).toBeNull();
    // Nor is a place taken when the location box says where.
    const both = await search({ query: 'Berlin', location: 'London' });
    expect(both.resultsMetaData.resolvedLocation).toMatchObject({ countryCode: 'GB' });
  });
});
