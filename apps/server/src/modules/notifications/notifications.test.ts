import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { candidateEvents, offerSourceKey } from './candidate-events.ts';
import { loggedIn, newCandidate } from './test-helpers.ts';

let t: TestApp;
let tenantId: string;
let tenants: TenantService;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  tenants = new TenantService(t.database.db, 0);
  tenantId = (await tenants.byDomain('northwind.example'))!.id;
});
afterAll(() => t.close());

const offer = (n: number) =>
  candidateEvents.offerExtended({
    offerId: `00000000-0000-4000-8000-00000000000${n}`,
    positionName: 'Staff Engineer',
    expiresAt: new Date('2030-03-05T12:00:00Z'),
  });

describe('the demo candidate', () => {
  it('has the seeded notifications, newest first, all unviewed', async () => {
    const { agent } = await loggedIn(t, demoTenant.candidate.email, demoTenant.candidate.password);
    const list = await agent.get('/api/pcsx/notifications');
    expect(list.statusCode).toBe(200);
    const notifications = list.json().data.notifications;
    expect(notifications.map((n: { categoryTitle: string }) => n.categoryTitle)).toEqual([
      'Forms',
      'Recruiting team',
      'Saved search',
      'Welcome',
    ]);
    expect(notifications[0]).toMatchObject({
      notificationType: 'action_required',
      messageKey: 'formAssigned',
      redirectUrl: expect.stringMatching(/^\/careers\/forms\?assignment=[0-9a-f-]{36}$/),
    });
    expect(notifications[1]).toMatchObject({
      notificationType: 'action_required',
      isClicked: false,
      redirectUrl: '/careers/profile',
    });
    expect(notifications[2].message).toMatch(/^\d+ new jobs? match(es)? your saved search "Designer"\.$/);
    expect((await agent.get('/api/pcsx/notification_badge')).json()).toEqual({ data: { count: 4 } });
  });
});

describe('notification calls (spec shell §7)', () => {
  it('lists, filters action required, counts, marks viewed and clicked', async () => {
    const { agent, userId } = await newCandidate(t);
    const empty = await agent.get('/api/pcsx/notifications');
    expect(empty.json()).toEqual({ data: { notifications: [] } });

    const first = await t.app.notifier.notify(t.database.db, tenantId, userId, offer(1));
    await t.app.notifier.notify(
      t.database.db,
      tenantId,
      userId,
      candidateEvents.interviewScheduled({
        interviewId: 'i-1',
        positionName: 'Staff Engineer',
        startsAt: new Date('2030-01-02T15:30:00Z'),
      }),
    );

    const all = (await agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(all).toHaveLength(2);
    expect(all[1]).toEqual({
      id: first.notification.id,
      categoryTitle: 'Job offer',
      categoryKey: 'offer',
      message: 'You have a job offer for Staff Engineer. Please respond by 03/05/2030.',
      // The web app words it in the candidate's language from these.
      messageKey: 'offerExtended',
      messageParams: { positionName: 'Staff Engineer', expiresAt: '2030-03-05T12:00:00.000Z' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isClicked: false,
      redirectUrl: '/careers/offer/00000000-0000-4000-8000-000000000001',
      notificationType: 'action_required',
    });
    // Without the interview's zone the time is told in UTC, by Intl (format-when.ts).
    expect(all[0].message).toBe(
      'Your interview for Staff Engineer is scheduled for Wed, Jan 2, 2030, 3:30 PM UTC.',
    );

    const actions = (await agent.get('/api/pcsx/notifications?type_filter=action_required')).json().data;
    expect(actions.notifications.map((n: { id: string }) => n.id)).toEqual([first.notification.id]);
    const none = (await agent.get('/api/pcsx/notifications?type_filter=none')).json().data;
    expect(none.notifications).toHaveLength(2);

    expect((await agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(2);
    const viewed = await agent.post('/api/pcsx/notifications/mark_all_viewed', {
      domain: 'northwind.example',
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual({ data: { updated: 2 } });
    expect((await agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(0);
    // Viewing is not reading: the unread dots stay until clicked.
    expect((await agent.get('/api/pcsx/notifications')).json().data.notifications[0].isClicked).toBe(false);

    const clicked = await agent.post(`/api/pcsx/notifications/${first.notification.id}/mark_clicked`, {});
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json().data.notification).toMatchObject({ id: first.notification.id, isClicked: true });
    // Clicking does not do the action: the offer still waits for an answer.
    expect(clicked.json().data.notification.notificationType).toBe('action_required');

    const rest = await agent.post('/api/pcsx/notifications/mark_all_clicked', {});
    expect(rest.json()).toEqual({ data: { updated: 1 } });
    const after = (await agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(after.every((n: { isClicked: boolean }) => n.isClicked)).toBe(true);
  });

  it('counts a new notification after the panel was opened', async () => {
    const { agent, userId } = await newCandidate(t);
    await t.app.notifier.notify(t.database.db, tenantId, userId, offer(2));
    await agent.post('/api/pcsx/notifications/mark_all_viewed', {});
    await t.app.notifier.notify(
      t.database.db,
      tenantId,
      userId,
      candidateEvents.applicationStatusChanged({
        applicationId: 'a1',
        eventId: 'e1',
        positionName: 'Designer',
        status: 'interviewing',
        statusLabel: 'Interviewing',
      }),
    );
    expect((await agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(1);
  });

  it('stops listing a notification as action required once its action is done', async () => {
    const { agent, userId } = await newCandidate(t);
    const { notification } = await t.app.notifier.notify(t.database.db, tenantId, userId, offer(3));
    expect(
      await t.app.notifier.resolveAction(
        t.database.db,
        tenantId,
        offerSourceKey('00000000-0000-4000-8000-000000000003'),
      ),
    ).toBe(1);
    const all = (await agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(all[0]).toMatchObject({ id: notification.id, notificationType: 'read_only' });
    const actions = (await agent.get('/api/pcsx/notifications?type_filter=action_required')).json().data;
    expect(actions.notifications).toEqual([]);
  });

  it('answers 404 for an unknown notification and 400 for a malformed id or filter', async () => {
    const { agent } = await newCandidate(t);
    const unknown = await agent.post(
      '/api/pcsx/notifications/00000000-0000-4000-8000-0000000000ff/mark_clicked',
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found.' });
    const malformed = await agent.post('/api/pcsx/notifications/not-an-id/mark_clicked', {});
    expect(malformed.statusCode).toBe(400);
    const badFilter = await agent.get('/api/pcsx/notifications?type_filter=everything');
    expect(badFilter.statusCode).toBe(400);
    const badBody = await agent.post('/api/pcsx/notifications/mark_all_viewed', { domain: 42 });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it('never lets one candidate read or mark another candidate’s notifications', async () => {
    const alice = await newCandidate(t);
    const bob = await newCandidate(t);
    const { notification } = await t.app.notifier.notify(t.database.db, tenantId, alice.userId, offer(4));

    expect((await bob.agent.get('/api/pcsx/notifications')).json().data.notifications).toEqual([]);
    expect((await bob.agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(0);
    const steal = await bob.agent.post(`/api/pcsx/notifications/${notification.id}/mark_clicked`, {});
    expect(steal.statusCode).toBe(404);
    await bob.agent.post('/api/pcsx/notifications/mark_all_viewed', {});
    await bob.agent.post('/api/pcsx/notifications/mark_all_clicked', {});

    const mine = (await alice.agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(mine).toHaveLength(1);
    expect(mine[0].isClicked).toBe(false);
    expect((await alice.agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(1);
  });

  it('keeps tenants apart: a session of one site sees nothing of another', async () => {
    const alice = await newCandidate(t);
    const { notification } = await t.app.notifier.notify(t.database.db, tenantId, alice.userId, offer(5));
    // The same browser session, asking on behalf of the other tenant, is logged out there.
    const other = await alice.agent.get('/api/pcsx/notifications?domain=other.example');
    expect(other.json().data.notifications).toEqual([]);
    const mark = await alice.agent.post(`/api/pcsx/notifications/${notification.id}/mark_clicked`, {
      domain: 'other.example',
    });
    expect(mark.statusCode).toBe(401);
    const otherCandidate = await newCandidate(t, 'other.example');
    const cross = await otherCandidate.agent.post(
      `/api/pcsx/notifications/${notification.id}/mark_clicked`,
      {},
    );
    expect(cross.statusCode).toBe(404);
    expect((await otherCandidate.agent.get('/api/pcsx/notifications')).json().data.notifications).toEqual([]);
  });

  it('asks logged-out visitors to log in before marking anything', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    for (const path of [
      'mark_all_viewed',
      'mark_all_clicked',
      '00000000-0000-4000-8000-000000000001/mark_clicked',
    ]) {
      const res = await agent.post(`/api/pcsx/notifications/${path}`, {});
      expect(res.statusCode, path).toBe(401);
    }
    expect((await agent.get('/api/pcsx/notification_badge')).json()).toEqual({ data: { count: 0 } });
  });
});

describe('boot data and logged-out visitors', () => {
  it('tells the panel whether it is on and which tabs it has', async () => {
    const anonymous = await t.app.inject({ url: '/api/pcsx/notifications_boot_data' });
    expect(anonymous.json().data).toMatchObject({
      isLoggedIn: false,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
      loggedOutNotificationConfig: { enabled: false, message: '' },
    });
    const { agent, userId } = await newCandidate(t);
    const data = (await agent.get('/api/pcsx/notifications_boot_data')).json().data;
    expect(data).toMatchObject({ isLoggedIn: true, groupId: tenantId });
    expect(userId).toBeTruthy();
  });

  it('shows logged-out visitors only what loggedOutNotificationConfig allows', async () => {
    const quiet = await t.app.inject({ url: '/api/pcsx/notifications' });
    expect(quiet.json()).toEqual({ data: { notifications: [] } });
    await tenants.create({
      domain: 'announce.example',
      name: 'Announce Co',
      config: {
        pcsxConfig: { loggedOutNotificationConfig: { enabled: true, message: 'Log in to see your offers.' } },
      },
    });
    const res = await t.app.inject({ url: '/api/pcsx/notifications?domain=announce.example' });
    expect(res.json().data.notifications).toEqual([
      expect.objectContaining({
        message: 'Log in to see your offers.',
        notificationType: 'read_only',
        isClicked: false,
      }),
    ]);
  });

  it('returns nothing when the tenant turned in-app notifications off', async () => {
    await tenants.create({
      domain: 'silent.example',
      name: 'Silent Co',
      config: { notificationsConfig: { enableCandidateInappNotifications: false } },
    });
    const { agent, userId } = await newCandidate(t, 'silent.example');
    const silent = (await tenants.byDomain('silent.example'))!;
    await t.app.notifier.notify(t.database.db, silent.id, userId, offer(6));
    expect((await agent.get('/api/pcsx/notifications')).json().data.notifications).toEqual([]);
    expect((await agent.get('/api/pcsx/notification_badge')).json().data.count).toBe(0);
    expect(
      (await agent.get('/api/pcsx/notifications_boot_data')).json().data.enableCandidateInappNotifications,
    ).toBe(false);
  });
});
