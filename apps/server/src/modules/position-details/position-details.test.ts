import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
let ids: Record<string, string>;
const missing = '00000000-0000-4000-8000-000000000000';

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

const loggedIn = async () => {
  const agent = new HttpAgent(t.app);
  await agent.boot();
  expect((await agent.post('/api/auth/login', demoTenant.candidate)).statusCode).toBe(200);
  return agent;
};

describe('GET /api/pcsx/position_details', () => {
  it('returns the open position with its description', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/position_details', {
      query: { position_id: ids['T-1']! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { position, metadata } = res.json().data;
    expect(metadata).toEqual({ isFallback: false, requestedPositionId: ids['T-1'] });
    expect(position).toMatchObject({ name: 'Senior Kubernetes Engineer', status: 'open', archived_at: -1 });
    expect(position.descriptionHtml).toContain('<p>');
  });

  it('shows the most similar open position when the exact one has closed', async () => {
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, ids['T-2']!));
    const res = await new HttpAgent(t.app).get('/api/pcsx/position_details', {
      query: { position_id: ids['T-2']!, queried_location: 'Berlin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { position, metadata } = res.json().data;
    expect(metadata.isFallback).toBe(true);
    expect(position.name).toBe('Senior Kubernetes Engineer');
    await t.database.db.update(positions).set({ status: 'open' }).where(eq(positions.id, ids['T-2']!));
  });

  it('answers 404 for unknown ids and garbage, 400 without an id', async () => {
    const agent = new HttpAgent(t.app);
    for (const id of [missing, 'not-a-uuid', "' OR 1=1 --"]) {
      const res = await agent.get('/api/pcsx/position_details', { query: { position_id: id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This position is no longer available.');
    }
    expect((await agent.get('/api/pcsx/position_details')).statusCode).toBe(400);
  });

  it('returns the configured overrides', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/overrides', {
      query: { position_id: ids['T-1']! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ overrides: {} });
  });
});

describe('saved positions', () => {
  it('needs a login', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/positions/saved');
    expect(res.statusCode).toBe(401);
  });

  it('saves, lists newest first, marks search results, and unsaves', async () => {
    const agent = await loggedIn();
    for (const id of [ids['T-1']!, ids['T-5']!]) {
      const res = await agent.post('/api/pcsx/positions/save', { position_id: id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ position_id: id, isSaved: true });
    }
    // Saving twice is harmless.
    expect((await agent.post('/api/pcsx/positions/save', { position_id: ids['T-1']! })).statusCode).toBe(200);
    const list = (await agent.get('/api/pcsx/positions/saved')).json().data.positions;
    expect(list.map((p: { id: string }) => p.id).sort()).toEqual([ids['T-1'], ids['T-5']].sort());
    const found = (await agent.get('/api/pcsx/search', { query: { query: 'kubernetes' } })).json().data
      .positions;
    expect(found.find((p: { id: string }) => p.id === ids['T-1']).positionUserActions.isSaved).toBe(true);
    await agent.post('/api/pcsx/positions/unsave', { position_id: ids['T-1']! });
    const after = (await agent.get('/api/pcsx/positions/saved')).json().data.positions;
    expect(after.map((p: { id: string }) => p.id)).toEqual([ids['T-5']]);
  });

  it('refuses to save unknown positions and keeps closed saved ones with archived_at', async () => {
    const agent = await loggedIn();
    expect((await agent.post('/api/pcsx/positions/save', { position_id: missing })).statusCode).toBe(404);
    expect((await agent.post('/api/pcsx/positions/save', { position_id: 'x' })).statusCode).toBe(404);
    await agent.post('/api/pcsx/positions/save', { position_id: ids['T-4']! });
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, ids['T-4']!));
    const list = (await agent.get('/api/pcsx/positions/saved')).json().data.positions;
    expect(list.find((p: { id: string }) => p.id === ids['T-4']).archived_at).toBeGreaterThan(0);
    await t.database.db.update(positions).set({ status: 'open' }).where(eq(positions.id, ids['T-4']!));
  });
});

describe('job cart', () => {
  it('needs a login', async () => {
    expect((await new HttpAgent(t.app).get('/api/pcsx/job_cart')).statusCode).toBe(401);
  });

  it('adds and removes positions and reports closed or unknown ones as invalid', async () => {
    const agent = await loggedIn();
    const add = await agent.post('/api/pcsx/job_cart', {
      pids: [ids['T-1']!, ids['T-3']!, missing],
      operation: 'add',
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.jobCartData.map((p: { id: string }) => p.id)).toEqual([ids['T-1'], ids['T-3']]);
    expect(add.json().data.invalidPositionIds).toEqual([missing]);
    await t.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, ids['T-3']!));
    const state = (await agent.get('/api/pcsx/job_cart')).json().data;
    expect(state.jobCartData.map((p: { id: string }) => p.id)).toEqual([ids['T-1']]);
    expect(state.invalidPositionIds).toEqual([ids['T-3']]);
    const removed = await agent.post('/api/pcsx/job_cart', {
      pids: [ids['T-1']!, ids['T-3']!],
      operation: 'remove',
    });
    expect(removed.json().data).toEqual({ jobCartData: [], invalidPositionIds: [] });
    await t.database.db.update(positions).set({ status: 'open' }).where(eq(positions.id, ids['T-3']!));
  });

  it('refuses bad operations, empty lists and missing CSRF tokens', async () => {
    const agent = await loggedIn();
    for (const body of [
      { pids: [], operation: 'add' },
      { pids: [ids['T-1']], operation: 'empty' },
      { pids: 'x' },
    ]) {
      expect((await agent.post('/api/pcsx/job_cart', body)).statusCode).toBe(400);
    }
    const noCsrf = await agent.post(
      '/api/pcsx/job_cart',
      { pids: [ids['T-1']!], operation: 'add' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('GET /api/pcsx/map_markers', () => {
  beforeAll(() => t.app.searchIndex.syncNow());

  it('clusters nearby places at low zoom and separates them when zoomed in', async () => {
    const agent = new HttpAgent(t.app);
    const world = (await agent.get('/api/pcsx/map_markers', { query: { zoom: '2' } })).json().data;
    expect(world.total).toBe(5);
    // A position in two cities is one job on the map (at its first place), as in the list.
    expect(world.markers.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(5);
    expect(
      world.markers.some((m: { id: string; count: number }) => m.id.startsWith('cluster-') && m.count >= 3),
    ).toBe(true);
    const close = (
      await agent.get('/api/pcsx/map_markers', { query: { zoom: '12', bounds: '52,12.5,53,14' } })
    ).json().data;
    expect(close.markers.map((m: { location: string }) => m.location.split(':::')[0]).sort()).toEqual([
      'Berlin, Germany',
      'Potsdam, Brandenburg, Germany',
    ]);
    // Bounds alone limit what is drawn: Munich's and Berlin's job is drawn at Berlin, in view.
    expect(close).toMatchObject({ total: 3, unplaced: 2 });
    const remote = world.markers.find((m: { is_remote: boolean }) => m.is_remote);
    expect(remote).toMatchObject({ count: 1, location: expect.stringContaining('Austin') });
  });

  it('follows the search filters', async () => {
    const res = await new HttpAgent(t.app).get('/api/pcsx/map_markers', { query: { filter_country: 'GB' } });
    expect(res.json().data.total).toBe(1);
  });
});
