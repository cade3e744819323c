import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { otherTenantAdmin } from '../interviews/interviews-test-kit.ts';
import {
  createEvent,
  demoAdmin,
  eventBody,
  eventNotifications,
  newCandidate,
  positionIdOf,
} from './events-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const put = (agent: HttpAgent, id: string, payload: object) =>
  agent.request({ method: 'PUT', url: `/api/admin/events/${id}`, payload });

describe('the admin events API', () => {
  it('creates an online event with its jobs and departments, and lists it with its seat count', async () => {
    const pid = await positionIdOf(t);
    const res = await admin.post(
      '/api/admin/events',
      eventBody({ title: '  Open day  ', position_ids: [pid, pid], departments: ['Engineering'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json().data.event;
    expect(event).toMatchObject({
      title: 'Open day',
      format: 'online',
      capacity: 10,
      registered_count: 0,
      departments: ['Engineering'],
      published: true,
      status: 'scheduled',
      meeting_url: 'https://meet.example/team-hour',
    });
    expect(event.positions).toEqual([{ id: pid, title: expect.any(String) }]);
    const list = (await admin.get('/api/admin/events', { query: { when: 'upcoming' } })).json().data;
    expect(list.events.map((e: { id: string }) => e.id)).toContain(event.id);
    expect(list.page_size).toBe(20);
  });

  it('refuses incomplete or impossible events with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ format: 'online', meeting_url: null }, 'meeting_url'],
      [{ format: 'in_person', location: '  ' }, 'location'],
      [{ meeting_url: 'javascript:alert(1)' }, 'meeting_url'],
      [{ ends_at: eventBody().starts_at }, 'ends_at'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ capacity: 0 }, 'capacity'],
      [{ title: '' }, 'title'],
      [{ starts_at: '2020-01-01T10:00:00Z', ends_at: '2020-01-01T11:00:00Z' }, 'starts_at'],
      [{ position_ids: ['00000000-0000-4000-8000-000000000000'] }, 'position_ids'],
    ];
    for (const [overrides, field] of cases) {
      const res = await admin.post('/api/admin/events', eventBody(overrides));
      expect({ overrides, status: res.statusCode }).toEqual({ overrides, status: 400 });
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
  });

  it("refuses another tenant's job and hides each tenant's events from the other", async () => {
    const other = await otherTenantAdmin(t);
    const ourJob = await positionIdOf(t);
    expect((await other.post('/api/admin/events', eventBody({ position_ids: [ourJob] }))).statusCode).toBe(
      400,
    );
    const mine = await createEvent(admin);
    expect((await other.get(`/api/admin/events/${mine.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/admin/events/${mine.id}/cancel`, {})).statusCode).toBe(404);
    const theirs = (await other.get('/api/admin/events')).json().data.events;
    expect(theirs.map((e: { id: string }) => e.id)).not.toContain(mine.id);
  });

  it('shows who registered, keeps the capacity above them, and tells them of a move and a cancellation', async () => {
    const event = await createEvent(admin, { capacity: 3 });
    const alice = await newCandidate(t);
    const bob = await newCandidate(t);
    for (const c of [alice, bob])
      expect((await c.agent.post(`/api/pcsx/events/${event.id}/registration`, {})).statusCode).toBe(201);
    await bob.agent.request({ method: 'DELETE', url: `/api/pcsx/events/${event.id}/registration` });

    const detail = (await admin.get(`/api/admin/events/${event.id}`)).json().data;
    expect(detail.event.registered_count).toBe(1);
    expect(
      detail.registrations.map((r: { candidate: { email: string }; status: string }) => [
        r.candidate.email,
        r.status,
      ]),
    ).toEqual([
      [alice.email, 'registered'],
      [bob.email, 'cancelled'],
    ]);
    expect(detail.registrations[0].candidate.fullname).toMatch(/^Casey Tester\d+$/);

    // One seat is taken, so one is the least; zero is refused by the schema, 1 is fine.
    expect(
      (
        await put(
          admin,
          event.id,
          eventBody({ capacity: 1, starts_at: event.starts_at, ends_at: event.ends_at }),
        )
      ).statusCode,
    ).toBe(200);

    const later = new Date(new Date(event.starts_at).getTime() + 86_400_000);
    const moved = await put(
      admin,
      event.id,
      eventBody({
        capacity: 1,
        starts_at: later.toISOString(),
        ends_at: new Date(later.getTime() + 3_600_000).toISOString(),
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await admin.post(`/api/admin/events/${event.id}/cancel`, {})).json().data.event.status).toBe(
      'cancelled',
    );
    // Cancelling again changes nothing; a cancelled event cannot be edited.
    expect((await admin.post(`/api/admin/events/${event.id}/cancel`, {})).statusCode).toBe(200);
    expect((await put(admin, event.id, eventBody())).statusCode).toBe(409);

    expect((await eventNotifications(t, alice.email)).map((n) => n.messageKey)).toEqual([
      'eventChanged',
      'eventCancelled',
    ]);
    // Bob had cancelled: he hears nothing.
    expect(await eventNotifications(t, bob.email)).toEqual([]);
  });

  it('refuses a capacity below the candidates registered', async () => {
    const event = await createEvent(admin, { capacity: 5 });
    for (let i = 0; i < 2; i++) {
      const c = await newCandidate(t);
      await c.agent.post(`/api/pcsx/events/${event.id}/registration`, {});
    }
    const res = await put(
      admin,
      event.id,
      eventBody({ capacity: 1, starts_at: event.starts_at, ends_at: event.ends_at }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.capacity).toMatch(/2 candidates are registered/);
  });

  // Which staff roles may use each route is in team/admin-permissions.test.ts.
  it('keeps candidates and visitors out', async () => {
    const candidate = await newCandidate(t);
    expect((await candidate.agent.get('/api/admin/events')).statusCode).toBe(403);
    expect((await candidate.agent.post('/api/admin/events', eventBody())).statusCode).toBe(403);
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    expect((await visitor.get('/api/admin/events')).statusCode).toBe(401);
  });
});
