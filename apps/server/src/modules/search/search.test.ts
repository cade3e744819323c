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

  it('ranks title over skills over description, and tolerates plurals and typos', async () => {
    expect(names(await search({ query: 'kubernetes' }))).toEqual([
      'Senior Kubernetes Engineer',
      'Platform Engineer',
      'Data Analyst',
    ]);
    expect(names(await search({ query: 'engineers' }))).toEqual([
      'Senior Kubernetes Engineer',
      'Platform Engineer',
    ]);
    const typo = await search({ query: 'kubernets' });
    expect(names(typo)[0]).toBe('Senior Kubernetes Engineer');
    expect(typo.resultsMetaData.corrections).toEqual({ kubernet: 'kubernete' });
  });
});
