import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apply } from '../applications/applications-test-kit.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(positions);
  const tenant = (await new TenantService(t.database.db, 0).defaultTenant())!;
  await positionRepository.upsertMany(t.database.db, tenant.id, testPositions());
  await t.app.searchIndex.syncNow();
  const rows = await t.database.db.select({ id: positions.id, ext: positions.externalId }).from(positions);
  ids = Object.fromEntries(rows.map((r) => [r.ext, r.id]));
});
afterAll(() => t.close());

describe('GET /api/pcsx/match_details', () => {
  it('asks a logged-out visitor to log in', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/match_details', {
      query: { position_id: ids['T-5']! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ available: false, reason: 'login_required', score: null });
  });

  it("scores the demo candidate's profile against a position", async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    await agent.post('/api/auth/login', demoTenant.candidate);
    const res = await agent.get('/api/pcsx/match_details', { query: { position_id: ids['T-5']! } });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().data;
    expect(m.available).toBe(true);
    expect(m.matchedSkills).toEqual(['TypeScript', 'React']);
    expect(m.score).toBeGreaterThan(3);
    expect(m.locationFit.score).toBe(1);
    expect(m.strongMatchThreshold).toBe(4);
  });

  it('answers 404 for an unknown position', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/match_details', { query: { position_id: 'nope' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/pcsx/position_insights', () => {
  it('tells similar open roles, their skills, days open and how many have applied', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/position_insights', {
      query: { position_id: ids['T-2']! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { insights } = res.json().data;
    // The other engineers (same department, "Engineer" in the title); not the position itself.
    expect(insights.similarOpenPositions.count).toBe(1);
    expect(insights.similarOpenPositions.examples[0].name).toBe('Senior Kubernetes Engineer');
    expect(insights.topSkills[0]).toEqual({ skill: 'Kubernetes', share: 1 });
    expect(insights.daysOpen).toBe(10);
    expect(insights.applicants).toEqual({ available: true, count: 0 });
    expect(insights.payComparison).toBeNull();
  });

  it('counts the candidates who applied, and no longer one who withdrew', async () => {
    const positionId = ids['T-2']!;
    const applicants = async () =>
      (
        await new HttpAgent(t.app).get('/api/pcsx/position_insights', { query: { position_id: positionId } })
      ).json().data.insights.applicants;
    const candidate = new HttpAgent(t.app);
    await candidate.boot();
    await candidate.post('/api/auth/login', demoTenant.candidate);
    const applied = await apply(candidate, positionId);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await applicants()).toEqual({ available: true, count: 1 });

    const id = applied.json().data.application.id;
    expect((await candidate.post(`/api/pcsx/applications/${id}/withdraw`)).statusCode).toBe(200);
    expect(await applicants()).toEqual({ available: true, count: 0 });
  });
});
