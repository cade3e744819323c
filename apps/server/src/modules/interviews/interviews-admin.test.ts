import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apply } from '../applications/applications-test-kit.ts';
import {
  demoAdmin,
  demoCandidate,
  inDays,
  newCandidate,
  otherTenantAdmin,
  positionIdOf,
  scheduleBody,
} from './interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const rowCount = async () => (await t.database.db.select({ n: count() }).from(interviews))[0]!.n;

async function schedule(overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/interviews', await scheduleBody(t, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.interview as { id: string; starts_at: string; status: string; sequence?: number };
}

describe('admin interviews API', () => {
  it('schedules an interview and answers it in full', async () => {
    const body = await scheduleBody(t);
    const res = await admin.post('/api/admin/interviews', body);
    expect(res.statusCode, res.body).toBe(201);
    const iv = res.json().data.interview;
    expect(iv).toMatchObject({
      candidate: { email: demoTenant.candidate.email, fullname: 'Jordan Rivera' },
      position: { id: body.position_id },
      starts_at: body.starts_at,
      duration_minutes: 45,
      time_zone: 'Europe/Berlin',
      kind: 'video',
      meeting_url: 'https://meet.example/abc',
      location: null,
      interviewers: ['Priya Natarajan'],
      notes: 'Bring a project you are proud of.',
      status: 'scheduled',
      application_id: null,
      cancelled_at: null,
    });
    expect(new Date(iv.ends_at).getTime() - new Date(iv.starts_at).getTime()).toBe(45 * 60_000);
  });

  it('lists upcoming interviews soonest first, then past ones latest first, in pages', async () => {
    const later = await schedule({ starts_at: inDays(40) });
    const sooner = await schedule({ starts_at: inDays(2) });
    // A past interview cannot be scheduled through the API, so one is moved into the past directly.
    const past = await schedule({ starts_at: inDays(30) });
    await t.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(interviews.id, past.id));
    const list = (await admin.get('/api/admin/interviews')).json().data;
    const ids = list.interviews.map((i: { id: string }) => i.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.at(-1)).toBe(past.id);
    expect(list.total).toBe(ids.length);
    expect(list.page_size).toBe(20);

    const upcoming = (await admin.get('/api/admin/interviews?when=upcoming')).json().data.interviews;
    expect(upcoming.map((i: { id: string }) => i.id)).not.toContain(past.id);
    const pastOnly = (await admin.get('/api/admin/interviews?when=past')).json().data.interviews;
    expect(pastOnly.map((i: { id: string }) => i.id)).toEqual([past.id]);
    const page2 = (await admin.get('/api/admin/interviews?page=2')).json().data;
    expect(page2.interviews).toEqual([]);
    expect(page2.total).toBe(list.total);
  });

  it('filters by candidate or position text and by status, matching % and _ literally', async () => {
    const { email } = await newCandidate(t);
    const mine = await schedule({ candidate_email: email });
    const byEmail = (await admin.get(`/api/admin/interviews?q=${encodeURIComponent(email)}`)).json().data;
    expect(byEmail.interviews.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const wild = (await admin.get('/api/admin/interviews?q=%25')).json().data;
    expect(wild.interviews).toEqual([]);
    await admin.post(`/api/admin/interviews/${mine.id}/cancel`, {});
    const cancelled = (await admin.get('/api/admin/interviews?status=cancelled')).json().data.interviews;
    expect(cancelled.map((i: { id: string }) => i.id)).toEqual([mine.id]);
  });

  it('links the interview to the application the candidate made for that job', async () => {
    const positionId = await positionIdOf(t);
    const candidate = await demoCandidate(t);
    const applied = await apply(candidate, positionId);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().data.application.id;

    const linked = await admin.post(
      '/api/admin/interviews',
      await scheduleBody(t, { position_id: positionId }),
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data.interview.application_id).toBe(applicationId);

    const named = await admin.post(
      '/api/admin/interviews',
      await scheduleBody(t, { position_id: positionId, application_id: applicationId }),
    );
    expect(named.json().data.interview.application_id).toBe(applicationId);
  });

  it("refuses an application that is not this candidate's for this job, and stores nothing", async () => {
    const before = await rowCount();
    const res = await admin.post(
      '/api/admin/interviews',
      await scheduleBody(t, { application_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      application_id: 'No such application for this candidate and position.',
    });
    expect(await rowCount()).toBe(before);
  });

  it('reschedules and edits, and refuses edits to a cancelled interview', async () => {
    const iv = await schedule();
    const moved = await admin.request({
      method: 'PUT',
      url: `/api/admin/interviews/${iv.id}`,
      payload: {
        ...(await scheduleBody(t)),
        starts_at: inDays(9),
        kind: 'onsite',
        location: 'Room 4, Main St 1',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.interview).toMatchObject({
      starts_at: inDays(9),
      kind: 'onsite',
      location: 'Room 4, Main St 1',
    });
    const cancel = await admin.post(`/api/admin/interviews/${iv.id}/cancel`, {});
    expect(cancel.json().data.interview.status).toBe('cancelled');
    const again = await admin.post(`/api/admin/interviews/${iv.id}/cancel`, {});
    expect(again.statusCode).toBe(200);
    const edit = await admin.request({
      method: 'PUT',
      url: `/api/admin/interviews/${iv.id}`,
      payload: await scheduleBody(t),
    });
    expect(edit.statusCode).toBe(409);
  });
});

describe('bad input changes nothing', () => {
  it('refuses a past start, an unsafe link, a missing place, an unknown candidate or position', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ starts_at: new Date(Date.now() - 3_600_000).toISOString() }, 'starts_at'],
      [{ meeting_url: 'javascript:alert(1)' }, 'meeting_url'],
      [{ meeting_url: 'ftp://files.example/x' }, 'meeting_url'],
      [{ meeting_url: '/relative/path' }, 'meeting_url'],
      [{ meeting_url: null }, 'meeting_url'],
      [{ kind: 'onsite', location: '  ' }, 'location'],
      [{ candidate_email: 'nobody@example.com' }, 'candidate_email'],
      [{ candidate_email: demoTenant.admin.email }, 'candidate_email'],
      [{ position_id: '00000000-0000-4000-8000-000000000000' }, 'position_id'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ duration_minutes: 0 }, 'duration_minutes'],
      [{ duration_minutes: 481 }, 'duration_minutes'],
      [{ interviewers: Array.from({ length: 11 }, (_, i) => `Person ${i}`) }, 'interviewers'],
      [{ kind: 'carrier-pigeon' }, 'kind'],
    ];
    for (const [overrides, field] of cases) {
      const res = await admin.post('/api/admin/interviews', await scheduleBody(t, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(typeof res.json().message).toBe('string');
      expect(JSON.stringify(res.json()), JSON.stringify(overrides)).toContain(field);
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses to move an interview into the past, and keeps its time', async () => {
    const iv = await schedule();
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/interviews/${iv.id}`,
      payload: await scheduleBody(t, { starts_at: new Date(Date.now() - 86_400_000).toISOString() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.starts_at).toBeTruthy();
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, iv.id));
    expect(row!.startsAt.toISOString()).toBe(iv.starts_at);
  });

  it('answers 404 for an unknown interview id and 400 for a malformed one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/interviews/${missing}/cancel`, {})).statusCode).toBe(404);
    expect((await admin.post('/api/admin/interviews/not-a-uuid/cancel', {})).statusCode).toBe(400);
  });
});

describe('who may use the admin API', () => {
  it('refuses logged-out visitors and candidates, before reading the body', async () => {
    const anon = new HttpAgent(t.app);
    await anon.boot();
    const candidate = await demoCandidate(t);
    const before = await rowCount();
    for (const agent of [anon, candidate]) {
      const expected = agent === anon ? 401 : 403;
      expect((await agent.get('/api/admin/interviews')).statusCode).toBe(expected);
      expect((await agent.post('/api/admin/interviews', await scheduleBody(t))).statusCode).toBe(expected);
      expect((await agent.post('/api/admin/interviews', { junk: true })).statusCode).toBe(expected);
    }
    expect(await rowCount()).toBe(before);
  });

  it("keeps each tenant's interviews to itself", async () => {
    const iv = await schedule();
    const other = await otherTenantAdmin(t);
    const list = (await other.get('/api/admin/interviews')).json().data;
    expect(list.interviews).toEqual([]);
    expect(list.total).toBe(0);
    expect((await other.post(`/api/admin/interviews/${iv.id}/cancel`, {})).statusCode).toBe(404);
    const edit = await other.request({
      method: 'PUT',
      url: `/api/admin/interviews/${iv.id}`,
      payload: await scheduleBody(t, { starts_at: inDays(20) }),
    });
    expect(edit.statusCode).toBe(404);
    // Nor can it schedule with the demo tenant's candidate or position.
    const cross = await other.post('/api/admin/interviews', await scheduleBody(t));
    expect(cross.statusCode).toBe(400);
    const { email } = await newCandidate(t, 'other.example');
    const foreignPosition = await other.post('/api/admin/interviews', {
      ...(await scheduleBody(t)),
      candidate_email: email,
      position_id: await positionIdOf(t),
    });
    expect(foreignPosition.json().fieldErrors?.position_id).toBeTruthy();
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, iv.id));
    expect(row!.status).toBe('scheduled');
  });
});
