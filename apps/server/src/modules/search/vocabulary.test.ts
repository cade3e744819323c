import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin } from '../interviews/interviews-test-kit.ts';
import { importPositionSchema } from '../positions/import-schema.ts';
import { positionRepository } from '../positions/repository.ts';
import { put, state } from '../site-settings/site-settings-test-kit.ts';
import { TenantService } from '../tenants/service.ts';
import { testPositions } from './test-positions.ts';

let t: TestApp;
let agent: HttpAgent;

const DAY = 86_400_000;
/** Jobs that tell the vocabulary and the ranking apart, on top of the hand-made ones. */
const extra = (now = Date.now()) =>
  [
    [
      'V-1',
      'Payroll Specialist',
      'Finance',
      ['ADP', 'Payroll Tax'],
      'Run payroll and CPP deductions for Canada.',
    ],
    ['V-2', 'Embedded Engineer', 'Engineering', ['C++', 'RTOS'], 'Write firmware for our devices.'],
    ['V-3', 'Software Engineer', 'Engineering', ['Python'], 'Build our product.'],
    [
      'V-4',
      'Senior Endpoint Engineer',
      'IT',
      ['Jamf Pro', 'Software Deployment'],
      'Keep laptops patched; every software engineer relies on it.',
    ],
  ].map(([externalId, title, department, skills, text]) =>
    importPositionSchema.parse({
      externalId,
      title,
      department,
      employmentType: 'full_time',
      seniority: 'mid',
      workPlace: 'remote',
      skills,
      descriptionHtml: `<p>${text}</p>`,
      postedAt: new Date(now - 3 * DAY),
      locations: [{ city: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.405 }],
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  await positionRepository.upsertMany(t.database.db, tenant.id, [...testPositions(), ...extra()]);
  await t.app.searchIndex.syncNow();
  agent = new HttpAgent(t.app);
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await agent.get('/api/pcsx/search', { query: { query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (data: { positions: { name: string }[] }) => data.positions.map((p) => p.name);

describe('search vocabulary (GET /api/pcsx/search)', () => {
  it('finds the jobs of a synonym or abbreviation that no job spells out', async () => {
    expect(names(await search('k8s'))).toEqual([
      'Senior Kubernetes Engineer',
      'Platform Engineer',
      'Data Analyst',
    ]);
    expect(names(await search('golang'))).toEqual(['Senior Kubernetes Engineer']);
    expect(names(await search('fullstack'))).toEqual([]);
  });

  it('keeps c++ whole: it finds the C++ job, never payroll (CPP is a pension plan)', async () => {
    expect(names(await search('c++'))).toEqual(['Embedded Engineer']);
    expect(names(await search('C++ engineer'))).toEqual(['Embedded Engineer']);
    expect(names(await search('payroll'))).toEqual(['Payroll Specialist']);
  });

  it('ranks a software engineer title above jobs that only mention the words', async () => {
    const data = await search('software engineer');
    expect(names(data)[0]).toBe('Software Engineer');
    expect(names(data)).toContain('Senior Endpoint Engineer');
    expect(names(data).indexOf('Senior Endpoint Engineer')).toBeGreaterThan(0);
  });

  it('suggests a near spelling when a search finds nothing, and nothing when none helps', async () => {
    const golnag = await search('golnag');
    expect(golnag.count).toBe(0);
    expect(golnag.resultsMetaData.didYouMean).toBe('golang');
    expect((await search(golnag.resultsMetaData.didYouMean)).count).toBe(1);
    expect((await search('pharmacist')).resultsMetaData.didYouMean).toBeNull();
    expect((await search('kubernetes')).resultsMetaData.didYouMean).toBeNull();
  });

  it("uses the company's own synonym groups from the next search after publishing", async () => {
    expect((await search('rockstar')).count).toBe(0);
    const admin = await demoAdmin(t);
    const s = await state(admin);
    const config = structuredClone(s.published);
    config.pcsxConfig.searchConfig.synonyms = [['Rockstar', 'frontend developer']];
    const saved = await put(admin, '/api/admin/settings/draft', { config, revision: s.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    // A draft is not live yet.
    expect((await search('rockstar')).count).toBe(0);
    const published = await admin.post('/api/admin/settings/publish', {
      config,
      revision: saved.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(names(await search('rockstar'))).toEqual(['Frontend Developer']);
    // The curated list still applies alongside.
    expect(names(await search('k8s'))[0]).toBe('Senior Kubernetes Engineer');
  });

  it('refuses bad synonym groups with 422 naming the setting, and keeps the settings', async () => {
    const admin = await demoAdmin(t);
    const s = await state(admin);
    for (const synonyms of [
      [['only one']],
      [['a,b', 'c']],
      [['ok', '   ']],
      [['x'.repeat(61), 'y']],
      'k8s',
    ]) {
      const config = structuredClone(s.published);
      config.pcsxConfig.searchConfig.synonyms = synonyms;
      const res = await put(admin, '/api/admin/settings/draft', { config, revision: s.revision });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fieldErrors)[0]).toMatch(/^pcsxConfig\.searchConfig\.synonyms/);
    }
    expect(await state(admin)).toEqual(s);
  });
});
