import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent, demoAdmin, eventNotifications, newCandidate } from './events-test-kit.ts';
import { sendEventReminders } from './reminders.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

describe('event reminders', () => {
  it('reminds registered candidates once, a day ahead, and nobody who cancelled', async () => {
    const event = await createEvent(admin);
    const start = new Date(event.starts_at);
    const alice = await newCandidate(t);
    const bob = await newCandidate(t);
    for (const c of [alice, bob]) await c.agent.post(`/api/pcsx/events/${event.id}/registration`, {});
    await bob.agent.request({ method: 'DELETE', url: `/api/pcsx/events/${event.id}/registration` });

    // Two days ahead: too early.
    await sendEventReminders(t.database.db, t.app.notifier, new Date(start.getTime() - 30 * 3_600_000));
    expect(await eventNotifications(t, alice.email)).toEqual([]);

    // Within the day before: once, however often the job runs.
    const dayBefore = new Date(start.getTime() - 20 * 3_600_000);
    await sendEventReminders(t.database.db, t.app.notifier, dayBefore);
    await sendEventReminders(t.database.db, t.app.notifier, new Date(dayBefore.getTime() + 3_600_000));
    const told = await eventNotifications(t, alice.email);
    expect(told.map((n) => [n.messageKey, n.redirectUrl])).toEqual([['eventReminder', '/careers/events']]);
    expect(told[0]!.messageParams).toMatchObject({ startsAt: event.starts_at });
    expect(await eventNotifications(t, bob.email)).toEqual([]);

    // Once it has started, or when cancelled, nobody is reminded.
    const late = await createEvent(admin);
    const carol = await newCandidate(t);
    await carol.agent.post(`/api/pcsx/events/${late.id}/registration`, {});
    await admin.post(`/api/admin/events/${late.id}/cancel`, {});
    await sendEventReminders(t.database.db, t.app.notifier, dayBefore);
    await sendEventReminders(t.database.db, t.app.notifier, new Date(start.getTime() + 60_000));
    expect((await eventNotifications(t, carol.email)).map((n) => n.messageKey)).toEqual(['eventCancelled']);
  });
});
