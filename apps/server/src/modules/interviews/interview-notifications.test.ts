import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoAdmin,
  inDays,
  interviewNotifications,
  newCandidate,
  scheduleBody,
} from './interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const put = async (id: string, body: Record<string, unknown>) => {
  const res = await admin.request({ method: 'PUT', url: `/api/admin/interviews/${id}`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const keys = async (email: string) => (await interviewNotifications(t, email)).map((n) => n.messageKey);

describe('telling the candidate about interviews', () => {
  it('tells once when scheduled, and shows it under the bell', async () => {
    const alice = await newCandidate(t);
    const res = await admin.post(
      '/api/admin/interviews',
      await scheduleBody(t, { candidate_email: alice.email }),
    );
    const id = res.json().data.interview.id;
    expect(await keys(alice.email)).toEqual(['interviewScheduled']);
    const [n] = await interviewNotifications(t, alice.email);
    expect(n!.redirectUrl).toBe('/careers/interviews');
    expect(n!.eventKey).toBe(`interview_scheduled:${id}`);
    const panel = (await alice.agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(panel.some((p: { messageKey: string }) => p.messageKey === 'interviewScheduled')).toBe(true);
    // Saving the same details again is no news.
    await put(id, await scheduleBody(t, { candidate_email: undefined }));
    expect(await keys(alice.email)).toEqual(['interviewScheduled']);
  });

  it('tells a reschedule once per new time, and a move back again', async () => {
    const alice = await newCandidate(t);
    const body = await scheduleBody(t, { candidate_email: alice.email, starts_at: inDays(5) });
    const id = (await admin.post('/api/admin/interviews', body)).json().data.interview.id;
    await put(id, { ...body, starts_at: inDays(7) });
    await put(id, { ...body, starts_at: inDays(7) }); // a double submit
    expect(await keys(alice.email)).toEqual(['interviewScheduled', 'interviewChanged']);
    await put(id, { ...body, starts_at: inDays(5) });
    const all = await interviewNotifications(t, alice.email);
    expect(all.map((n) => n.messageKey)).toEqual([
      'interviewScheduled',
      'interviewChanged',
      'interviewChanged',
    ]);
    expect(all.at(-1)!.messageParams).toMatchObject({ startsAt: inDays(5) });
  });

  it('tells a new place or link, but not new notes or interviewers', async () => {
    const alice = await newCandidate(t);
    const body = await scheduleBody(t, { candidate_email: alice.email });
    const id = (await admin.post('/api/admin/interviews', body)).json().data.interview.id;
    await put(id, { ...body, notes: 'Updated notes', interviewers: ['Sam Okafor'] });
    expect(await keys(alice.email)).toEqual(['interviewScheduled']);
    await put(id, { ...body, meeting_url: 'https://meet.example/new-room' });
    expect(await keys(alice.email)).toEqual(['interviewScheduled', 'interviewDetailsChanged']);
    await put(id, { ...body, meeting_url: 'https://meet.example/new-room' });
    expect(await keys(alice.email)).toEqual(['interviewScheduled', 'interviewDetailsChanged']);
  });

  it('tells a cancellation once', async () => {
    const alice = await newCandidate(t);
    const body = await scheduleBody(t, { candidate_email: alice.email });
    const id = (await admin.post('/api/admin/interviews', body)).json().data.interview.id;
    await admin.post(`/api/admin/interviews/${id}/cancel`, {});
    await admin.post(`/api/admin/interviews/${id}/cancel`, {});
    expect(await keys(alice.email)).toEqual(['interviewScheduled', 'interviewCancelled']);
  });

  it('tells nothing when the change is refused', async () => {
    const alice = await newCandidate(t);
    const body = await scheduleBody(t, { candidate_email: alice.email });
    const id = (await admin.post('/api/admin/interviews', body)).json().data.interview.id;
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/interviews/${id}`,
      payload: { ...body, starts_at: new Date(Date.now() - 86_400_000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(await keys(alice.email)).toEqual(['interviewScheduled']);
  });
});
