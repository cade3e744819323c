import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SAVED_SEARCH_ALERT_MINUTES: '0' });
});
afterAll(() => t.close());

const path = '/api/pcsx/saved_searches';
const del = (agent: Awaited<ReturnType<typeof newCandidate>>['agent'], id: string) =>
  agent.request({ method: 'DELETE', url: `${path}/${id}` });

describe('saved searches API', () => {
  it('saves a search once, lists it with its address and label, and deletes it', async () => {
    const { agent } = await newCandidate(t);
    const body = {
      query: 'designer',
      location: 'Berlin',
      filters: { work_place: ['remote', 'hybrid'], department: ['Design'] },
      sort_by: 'newest',
    };
    const first = await agent.post(path, body);
    expect(first.statusCode).toBe(201);
    const saved = first.json().data.savedSearch;
    expect(saved).toMatchObject({
      query: 'designer',
      location: 'Berlin',
      sort_by: 'newest',
      label: 'designer in Berlin (+3 filters)',
      lastNotifiedAt: null,
    });
    expect(saved.url).toBe(
      '/careers/search?query=designer&location=Berlin&sort_by=newest&filter_department=Design&filter_work_place=remote&filter_work_place=hybrid',
    );

    // The same search, typed differently, is the same saved search.
    const again = await agent.post(path, {
      ...body,
      query: '  Designer ',
      location: 'berlin',
      filters: { department: ['Design'], work_place: ['hybrid', 'remote', 'remote'] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ created: false, savedSearch: { id: saved.id } });

    const list = await agent.get(path);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.savedSearches.map((s: { id: string }) => s.id)).toEqual([saved.id]);
    expect(list.json().data.limit).toBe(20);

    const gone = await del(agent, saved.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id: saved.id, deleted: true });
    expect((await agent.get(path)).json().data.savedSearches).toEqual([]);
    expect((await del(agent, saved.id)).statusCode).toBe(404);
  });

  it('keeps each candidate to their own saved searches', async () => {
    const alice = await newCandidate(t);
    const bob = await newCandidate(t);
    const aliceSearch = (await alice.agent.post(path, { query: 'nurse' })).json().data.savedSearch;
    // The same search saved by another candidate is theirs, not a repeat.
    const bobSave = await bob.agent.post(path, { query: 'nurse' });
    expect(bobSave.statusCode).toBe(201);
    expect(bobSave.json().data.savedSearch.id).not.toBe(aliceSearch.id);

    expect((await del(bob.agent, aliceSearch.id)).statusCode).toBe(404);
    const bobList = (await bob.agent.get(path)).json().data.savedSearches;
    expect(bobList.map((s: { id: string }) => s.id)).not.toContain(aliceSearch.id);
    expect((await alice.agent.get(path)).json().data.savedSearches).toHaveLength(1);

    // Another tenant: not logged in there, and nothing of this tenant shows.
    expect((await alice.agent.get(path, { query: { domain: 'other.example' } })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ url: path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses saving where job alerts are off', async () => {
    const other = await newCandidate(t, 'other.example');
    const res = await other.agent.post(path, { query: 'nurse' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Job alerts are not available on this site.');
    expect((await other.agent.get(path)).json().data.savedSearches).toEqual([]);
  });

  it('answers bad input with a 400 and stores nothing', async () => {
    const { agent, userId } = await newCandidate(t);
    const bad = [
      { query: 'x'.repeat(201) },
      { location: 'current location' },
      { location: 'Map Area' },
      { filters: { colour: ['red'] } },
      { filters: { department: 'Design' } },
      { filters: { department: [''] } },
      { sort_by: 'cheapest' },
      { query: 42 },
    ];
    for (const body of bad) {
      const res = await agent.post(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await del(agent, 'not-a-uuid')).statusCode).toBe(400);
    const rows = await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    expect(rows).toEqual([]);
  });

  it('limits each candidate to 20 saved searches, but a repeat still answers', async () => {
    const { agent } = await newCandidate(t);
    for (let i = 0; i < 20; i++)
      expect((await agent.post(path, { query: `role ${i}` })).statusCode).toBe(201);
    const over = await agent.post(path, { query: 'one more' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can save at most 20 searches. Delete one to save another.');
    const repeat = await agent.post(path, { query: 'ROLE 3' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.created).toBe(false);
  });
});
