import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate, inDays, newCandidate, scheduleBody } from './interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SEED_DEMO_INTERVIEWS: 'true' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

async function schedule(overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/interviews', await scheduleBody(t, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.interview as { id: string };
}

describe('the candidate interviews API', () => {
  it("reads the demo candidate's seeded upcoming interview, wrapped in data", async () => {
    const me = await demoCandidate(t);
    const res = await me.get('/api/pcsx/dashboard/interviews');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.interviews;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'video', status: 'scheduled', duration_minutes: 45 });
    expect(new Date(list[0].starts_at).getTime()).toBeGreaterThan(Date.now());
    expect(list[0].calendar_url).toBe(`/api/pcsx/interviews/${list[0].id}/calendar.ics`);
    // Admin-only fields stay on the admin side.
    expect(list[0]).not.toHaveProperty('candidate');
    expect(list[0]).not.toHaveProperty('application_id');
  });

  it('shows each candidate only their own interviews, cancelled ones marked', async () => {
    const alice = await newCandidate(t);
    const bob = await newCandidate(t);
    const a1 = await schedule({ candidate_email: alice.email, starts_at: inDays(8) });
    const a2 = await schedule({ candidate_email: alice.email, starts_at: inDays(3) });
    await schedule({ candidate_email: bob.email });
    await admin.post(`/api/admin/interviews/${a1.id}/cancel`, {});
    const mine = (await alice.agent.get('/api/pcsx/dashboard/interviews')).json().data.interviews;
    expect(mine.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [a2.id, 'scheduled'],
      [a1.id, 'cancelled'],
    ]);
    const bobs = (await bob.agent.get('/api/pcsx/dashboard/interviews')).json().data.interviews;
    expect(bobs).toHaveLength(1);
    expect(bobs[0].id).not.toBe(a1.id);
  });

  it("downloads the candidate's own interview as a calendar file, and nobody else's", async () => {
    const alice = await newCandidate(t);
    const iv = await schedule({
      candidate_email: alice.email,
      starts_at: inDays(6, 9),
      notes: 'Ask for Sam, floor 3; bring ID',
    });
    const res = await alice.agent.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="interview-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain(`UID:interview-${iv.id}@${demoTenant.domain}`);
    expect(res.body).toContain(`DTSTART:${inDays(6, 9).replace(/[-:]/g, '').replace('.000', '')}`);
    expect(res.body).toContain('Ask for Sam\\, floor 3\\; bring ID');

    const bob = await newCandidate(t);
    expect((await bob.agent.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).statusCode).toBe(404);
    // The admin is not the candidate either: the file is the candidate's own.
    expect((await admin.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).statusCode).toBe(404);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    expect((await anon.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).statusCode).toBe(401);
    expect((await anon.get('/api/pcsx/dashboard/interviews')).statusCode).toBe(401);
  });

  it('marks the calendar file of a cancelled interview as cancelled, with a higher sequence', async () => {
    const alice = await newCandidate(t);
    const iv = await schedule({ candidate_email: alice.email });
    const first = (await alice.agent.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).body;
    expect(first).toContain('SEQUENCE:0');
    expect(first).toContain('STATUS:CONFIRMED');
    await admin.post(`/api/admin/interviews/${iv.id}/cancel`, {});
    const after = (await alice.agent.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).body;
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain('STATUS:CANCELLED');
  });

  it("does not show one tenant's interviews on another tenant's site", async () => {
    const alice = await newCandidate(t);
    const iv = await schedule({ candidate_email: alice.email });
    const there = await alice.agent.get('/api/pcsx/dashboard/interviews', {
      query: { domain: 'other.example' },
    });
    expect(there.statusCode).toBe(401);
    const otherCandidate = await newCandidate(t, 'other.example');
    expect((await otherCandidate.agent.get('/api/pcsx/dashboard/interviews')).json().data.interviews).toEqual(
      [],
    );
    expect((await otherCandidate.agent.get(`/api/pcsx/interviews/${iv.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
  });
});
