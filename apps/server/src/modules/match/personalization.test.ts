import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apply } from '../applications/applications-test-kit.ts';
import { loggedIn, newCandidate } from '../interviews/interviews-test-kit.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';
import { profileRepository } from './profile-repository.ts';
import { minRecommendationScore } from './recommendations.ts';

let t: TestApp;
let demoIds: Set<string>;
let otherIds: Set<string>;
let demoTenantId: string;

interface Listed {
  id: string;
  name: string;
  match?: { score: number; percent: number; isStrongMatch: boolean } | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(positions);
  const tenantService = new TenantService(db, 0);
  const demo = (await tenantService.defaultTenant())!;
  demoTenantId = demo.id;
  const other = (await tenantService.byDomain('other.example'))!;
  await positionRepository.upsertMany(db, demo.id, testPositions());
  await positionRepository.upsertMany(db, other.id, testPositions());
  await tenantService.create({
    domain: 'nomatch.example',
    name: 'No Match Inc',
    config: { pcsxConfig: { positionDetailsConfig: { showMatch: false } } },
  });
  await t.app.searchIndex.syncNow();
  const rows = await db.select({ id: positions.id, tenantId: positions.tenantId }).from(positions);
  demoIds = new Set(rows.filter((r) => r.tenantId === demo.id).map((r) => r.id));
  otherIds = new Set(rows.filter((r) => r.tenantId === other.id).map((r) => r.id));
});
afterAll(() => t.close());

const search = async (agent: HttpAgent, query: Record<string, string> = {}) => {
  const res = await agent.get('/api/pcsx/search', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    positions: Listed[];
    sortBy: { selected: string; options: { value: string }[] };
  };
};
const recommend = async (agent: HttpAgent, query: Record<string, string> = {}) => {
  const res = await agent.get('/api/pcsx/recommendations', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { available: boolean; reason: string; positions: Listed[] };
};
const candidateId = async (email: string) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, demoTenantId), eq(users.email, email.toLowerCase())))
  )[0]!.id;

describe('best match in search', () => {
  it('is not offered logged out; asking for it sorts by relevance and shows no match', async () => {
    const agent = new HttpAgent(t.app);
    const data = await search(agent, { sort_by: 'best_match', query: 'engineer' });
    expect(data.sortBy.selected).toBe('relevance');
    expect(data.sortBy.options.map((o) => o.value)).not.toContain('best_match');
    expect(data.positions.length).toBeGreaterThan(0);
    for (const p of data.positions) expect(p.match).toBeUndefined();
  });

  it('ranks by the same score match_details gives and shows it on every result', async () => {
    const agent = await loggedIn(t, demoTenant.candidate);
    const data = await search(agent, { sort_by: 'best_match' });
    expect(data.sortBy.selected).toBe('best_match');
    expect(data.sortBy.options.map((o) => o.value)).toContain('best_match');
    const scores = data.positions.map((p) => p.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The demo candidate is a mid-level Berlin software engineer (Docker, TypeScript, React…):
    // the mid-level engineering job near Berlin beats the entry-level one with every skill.
    expect(data.positions.map((p) => p.name).slice(0, 2)).toEqual([
      'Platform Engineer',
      'Frontend Developer',
    ]);
    for (const p of data.positions) {
      const details = (await agent.get('/api/pcsx/match_details', { query: { position_id: p.id } })).json()
        .data;
      expect(p.match).toEqual({
        score: details.score,
        percent: Math.round((details.score / 5) * 100),
        isStrongMatch: details.isStrongMatch,
      });
    }
    // Another sort keeps the badges.
    const newest = await search(agent, { sort_by: 'newest' });
    expect(newest.sortBy.selected).toBe('newest');
    expect(newest.positions.every((p) => typeof p.match?.percent === 'number')).toBe(true);
  });

  it('changes at once when the profile changes', async () => {
    const { agent, email } = await newCandidate(t);
    // Signed up, nothing in the profile yet: nothing to score.
    const before = await search(agent, { sort_by: 'best_match' });
    expect(before.sortBy.selected).toBe('relevance');
    expect(before.positions.every((p) => p.match === undefined)).toBe(true);
    expect((await recommend(agent)).reason).toBe('profile_incomplete');

    const userId = await candidateId(email);
    const base = { userId, tenantId: demoTenantId, experienceYears: 4, location: '', workPlaces: [] };
    await profileRepository.upsert(t.database.db, {
      ...base,
      title: 'Data Analyst',
      skills: ['SQL', 'Tableau'],
      countryCode: 'GB',
      lat: 51.5,
      lng: -0.12,
    });
    const analyst = await search(agent, { sort_by: 'best_match' });
    expect(analyst.sortBy.selected).toBe('best_match');
    expect(analyst.positions[0]!.name).toBe('Data Analyst');
    const analystScore = analyst.positions[0]!.match!.score;

    await profileRepository.upsert(t.database.db, {
      ...base,
      title: 'Platform Engineer',
      skills: ['Kubernetes', 'Docker', 'Terraform', 'Go'],
      countryCode: 'DE',
      lat: 52.4,
      lng: 13.06,
    });
    const engineer = await search(agent, { sort_by: 'best_match' });
    expect(engineer.positions[0]!.name).toMatch(/Kubernetes|Platform/);
    const analystNow = engineer.positions.find((p) => p.name === 'Data Analyst')!;
    expect(analystNow.match!.score).toBeLessThan(analystScore);
    expect((await recommend(agent)).positions[0]!.name).toBe(engineer.positions[0]!.name);
  });

  it('recommends only jobs at or above the minimum match score', async () => {
    const { agent, email } = await newCandidate(t);
    const userId = await candidateId(email);
    const base = { userId, tenantId: demoTenantId, experienceYears: 6, location: '', workPlaces: [] };
    await profileRepository.upsert(t.database.db, {
      ...base,
      title: 'Platform Engineer',
      skills: ['Kubernetes', 'Docker', 'Terraform', 'Go'],
      countryCode: 'DE',
      lat: 52.4,
      lng: 13.06,
    });
    const shown = (await recommend(agent, { num: '20' })).positions;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.match!.score >= minRecommendationScore)).toBe(true);
    // Search still lists the weaker matches that recommendations leave out.
    const all = await search(agent, { sort_by: 'best_match', num: '50' });
    expect(all.positions.some((p) => p.match!.score < minRecommendationScore)).toBe(true);

    // A profile that matches nothing well gets no recommendations rather than poor ones.
    await profileRepository.upsert(t.database.db, {
      ...base,
      title: 'Beekeeper',
      skills: ['Apiculture', 'Honey extraction'],
      countryCode: 'NZ',
      lat: -41.3,
      lng: 174.8,
    });
    const weak = await recommend(agent, { num: '20' });
    expect(weak.available).toBe(true);
    expect(weak.positions.every((p) => p.match!.score >= minRecommendationScore)).toBe(true);
  });

  it('offers nothing personal where the site turned matching off', async () => {
    const agent = new HttpAgent(t.app, { query: { domain: 'nomatch.example' } });
    const data = await search(agent, { sort_by: 'best_match' });
    expect(data.sortBy.selected).toBe('relevance');
    expect((await recommend(agent)).reason).toBe('disabled');
  });
});

describe('GET /api/pcsx/recommendations', () => {
  it('asks a logged-out visitor to log in', async () => {
    expect(await recommend(new HttpAgent(t.app))).toMatchObject({
      available: false,
      reason: 'login_required',
      positions: [],
    });
  });

  it("lists the tenant's open jobs best first, without the applied and the closed ones", async () => {
    const agent = await loggedIn(t, demoTenant.candidate);
    const first = await recommend(agent, { num: '20' });
    expect(first.available).toBe(true);
    // Only jobs at or above the minimum match score are recommended (3 of the 5 here).
    expect(first.positions.length).toBeGreaterThanOrEqual(3);
    expect(first.positions.length).toBeLessThanOrEqual(demoIds.size);
    expect(first.positions.every((p) => p.match!.score >= minRecommendationScore)).toBe(true);
    for (const p of first.positions) {
      expect(demoIds.has(p.id)).toBe(true);
      expect(otherIds.has(p.id)).toBe(false);
    }
    const scores = first.positions.map((p) => p.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await recommend(agent, { num: '2' })).positions.map((p) => p.id)).toEqual(
      first.positions.slice(0, 2).map((p) => p.id),
    );

    const top = first.positions[0]!;
    expect((await apply(agent, top.id)).statusCode).toBe(201);
    const second = first.positions[1]!;
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, second.id));
    await t.app.searchIndex.syncNow();
    const after = (await recommend(agent, { num: '20' })).positions.map((p) => p.id);
    expect(after).not.toContain(top.id);
    expect(after).not.toContain(second.id);
    expect(after).toEqual(first.positions.slice(2).map((p) => p.id));
  });

  it('refuses a bad count with a clear 400, for generated counts too', async () => {
    const agent = await loggedIn(t, demoTenant.candidate);
    for (const num of ['0', '21', 'lots', '-1'])
      expect((await agent.get('/api/pcsx/recommendations', { query: { num } })).statusCode).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -50, max: 80 }).map(String)),
        async (num) => {
          const res = await agent.get('/api/pcsx/recommendations', { query: { num } });
          const n = Number(num);
          const valid = Number.isInteger(n) && n >= 1 && n <= 20;
          expect(res.statusCode, `${JSON.stringify(num)}: ${res.body}`).toBe(valid ? 200 : 400);
          if (!valid) expect(res.json().message ?? res.json().error).toBeTruthy();
          else expect(res.json().data.positions.length).toBeLessThanOrEqual(n);
        },
      ),
      { numRuns: 40 },
    );
  });
});
