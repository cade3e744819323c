import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent, demoAdmin, newCandidate, positionIdOf } from './events-test-kit.ts';
import { icsUtc, parseIcsEvents } from './parse-ics.test-helper.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const registration = (id: string) => `/api/pcsx/events/${id}/registration`;
const cancel = (agent: HttpAgent, id: string) => agent.request({ method: 'DELETE', url: registration(id) });
type Listed = {
  id: string;
  registration: { status: string } | null;
  meeting_url: string | null;
  spots_left: number | null;
};
const listed = async (agent: HttpAgent) =>
  (await agent.get('/api/pcsx/dashboard/events')).json().data.events as Listed[];

describe('the candidate events API', () => {
  it('lists upcoming published events wrapped in data, without drafts or the link before registering', async () => {
    const published = await createEvent(admin);
    const draft = await createEvent(admin, { published: false });
    const me = await newCandidate(t);
    const res = await me.agent.get('/api/pcsx/dashboard/events');
    expect(res.statusCode).toBe(200);
    const events = res.json().data.events as Listed[];
    const mine = events.find((e) => e.id === published.id);
    expect(mine).toMatchObject({ registration: null, meeting_url: null, spots_left: 10, calendar_url: null });
    expect(events.map((e) => e.id)).not.toContain(draft.id);
    expect((await me.agent.get(`/api/pcsx/events/${draft.id}`)).statusCode).toBe(404);
    expect((await me.agent.post(registration(draft.id), {})).statusCode).toBe(404);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    expect((await anon.get('/api/pcsx/dashboard/events')).statusCode).toBe(401);
  });

  it('registers once however often asked, then cancels and registers again', async () => {
    const event = await createEvent(admin);
    const me = await newCandidate(t);
    const first = await me.agent.post(registration(event.id), {});
    expect(first.statusCode).toBe(201);
    expect(first.json().data.event).toMatchObject({
      registration: { status: 'registered' },
      registered_count: 1,
      spots_left: 9,
      meeting_url: 'https://meet.example/team-hour',
      calendar_url: `/api/pcsx/events/${event.id}/calendar.ics`,
    });
    const again = await me.agent.post(registration(event.id), {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.event.registered_count).toBe(1);

    const cancelled = await cancel(me.agent, event.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.event).toMatchObject({
      registration: { status: 'cancelled' },
      registered_count: 0,
      meeting_url: null,
      calendar_url: null,
    });
    expect((await cancel(me.agent, event.id)).statusCode).toBe(200);
    expect((await me.agent.get(`/api/pcsx/events/${event.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await me.agent.post(registration(event.id), {})).statusCode).toBe(201);
    expect((await listed(me.agent)).find((e) => e.id === event.id)?.registration?.status).toBe('registered');
  });

  it('refuses a seat when the event is full, with a clear message, even when asked at once', async () => {
    const event = await createEvent(admin, { capacity: 2 });
    const candidates = await Promise.all([1, 2, 3, 4].map(() => newCandidate(t)));
    const answers = await Promise.all(candidates.map((c) => c.agent.post(registration(event.id), {})));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'EVENT_FULL',
      message: 'This event is full: every seat is taken.',
    });
    const detail = (await admin.get(`/api/admin/events/${event.id}`)).json().data;
    expect(detail.event.registered_count).toBe(2);
    // A seat given back can be taken.
    const holder = candidates[answers.findIndex((r) => r.statusCode === 201)]!;
    await cancel(holder.agent, event.id);
    const waiting = candidates[answers.findIndex((r) => r.statusCode === 409)]!;
    expect((await waiting.agent.post(registration(event.id), {})).statusCode).toBe(201);
  });

  it('refuses cancelled events', async () => {
    const event = await createEvent(admin);
    await admin.post(`/api/admin/events/${event.id}/cancel`, {});
    const me = await newCandidate(t);
    const res = await me.agent.post(registration(event.id), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EVENT_CLOSED');
  });

  it("downloads the candidate's own registration as a calendar file that reads back right", async () => {
    const event = await createEvent(admin, {
      title: 'Open day; Berlin, floor 3',
      format: 'in_person',
      meeting_url: null,
      location: 'Main St 1, 10115 Berlin',
      time_zone: 'Europe/Berlin',
    });
    const me = await newCandidate(t);
    await me.agent.post(registration(event.id), {});
    const res = await me.agent.get(`/api/pcsx/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="event-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const [vevent, ...more] = parseIcsEvents(res.body);
    expect(more).toEqual([]);
    expect(vevent!.UID).toBe(`event-${event.id}@${demoTenant.domain}`);
    expect(icsUtc(vevent!.DTSTART!).toISOString()).toBe(event.starts_at);
    expect(icsUtc(vevent!.DTEND!).toISOString()).toBe(event.ends_at);
    expect(vevent!.SUMMARY).toBe('Open day; Berlin, floor 3 (Northwind Labs)');
    expect(vevent!.LOCATION).toBe('Main St 1, 10115 Berlin');
    expect(vevent!.STATUS).toBe('CONFIRMED');
    expect(vevent!.DESCRIPTION).toContain('/careers/events');

    // Another candidate, the admin and a visitor get nothing.
    const other = await newCandidate(t);
    expect((await other.agent.get(`/api/pcsx/events/${event.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await admin.get(`/api/pcsx/events/${event.id}/calendar.ics`)).statusCode).toBe(404);
    // …nor can they cancel someone else's seat: they have none, and the seat stays.
    expect((await cancel(other.agent, event.id)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/events/${event.id}`)).json().data.event.registered_count).toBe(1);
    expect((await other.agent.get(`/api/pcsx/events/${event.id}`)).json().data.event.registration).toBeNull();

    // Cancelled by the company: the file says so with a higher sequence.
    const before = parseIcsEvents(res.body)[0]!.SEQUENCE;
    await admin.post(`/api/admin/events/${event.id}/cancel`, {});
    const after = parseIcsEvents((await me.agent.get(`/api/pcsx/events/${event.id}/calendar.ics`)).body)[0]!;
    expect(after.STATUS).toBe('CANCELLED');
    expect(Number(after.SEQUENCE)).toBe(Number(before) + 1);
  });

  it('writes an online event with its link as location and URL', async () => {
    const event = await createEvent(admin);
    const me = await newCandidate(t);
    await me.agent.post(registration(event.id), {});
    const [vevent] = parseIcsEvents((await me.agent.get(`/api/pcsx/events/${event.id}/calendar.ics`)).body);
    expect(vevent).toMatchObject({
      LOCATION: 'https://meet.example/team-hour',
      URL: 'https://meet.example/team-hour',
    });
  });

  it("shows a job's upcoming events on its page, by the job or its department", async () => {
    const pid = await positionIdOf(t);
    const byJob = await createEvent(admin, { title: 'About this job', position_ids: [pid] });
    const unrelated = await createEvent(admin, { title: 'Unrelated', departments: ['No such department'] });
    const anon = new HttpAgent(t.app);
    await anon.boot();
    const res = await anon.get(`/api/pcsx/positions/${pid}/events`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.events.map((e: { id: string }) => e.id);
    expect(ids).toContain(byJob.id);
    expect(ids).not.toContain(unrelated.id);
  });
});
