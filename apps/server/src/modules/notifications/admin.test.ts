import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn, newCandidate } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const admin = () => loggedIn(t, demoTenant.admin.email, demoTenant.admin.password);

describe('admin notifications', () => {
  it('lets an admin write to a candidate, who sees it, and the email lands in the outbox', async () => {
    const candidate = await newCandidate(t);
    const { agent } = await admin();
    const res = await agent.post('/api/admin/notifications', {
      email: candidate.email.toUpperCase(),
      message: 'Please bring your ID to the interview.',
      categoryTitle: 'Recruiting team',
      redirectUrl: '/careers/interviews',
      notificationType: 'action_required',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.notification).toMatchObject({
      categoryTitle: 'Recruiting team',
      // Free text under a custom title: shown as written, in no other language.
      categoryKey: null,
      messageKey: null,
      messageParams: null,
      notificationType: 'action_required',
      redirectUrl: '/careers/interviews',
    });
    const list = (await candidate.agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(list[0].message).toBe('Please bring your ID to the interview.');

    const outbox = await agent.get('/api/admin/notifications/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data.mails[0]).toMatchObject({
      to: candidate.email,
      subject: 'Recruiting team: Northwind Labs careers',
      status: 'stored',
    });
  });

  it('refuses candidates, anonymous visitors and another tenant’s admin', async () => {
    const candidate = await newCandidate(t);
    const body = { email: candidate.email, message: 'Hello' };
    const asCandidate = await candidate.agent.post('/api/admin/notifications', body);
    expect(asCandidate.statusCode).toBe(403);
    expect((await candidate.agent.get('/api/admin/notifications/outbox')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/admin/notifications/outbox' });
    expect(anonymous.statusCode).toBe(401);
    // The demo admin, asking on the other tenant, is not logged in there.
    const { agent } = await admin();
    const elsewhere = await agent.get('/api/admin/notifications/outbox?domain=other.example');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('answers bad input with field errors and sends nothing', async () => {
    const { agent } = await admin();
    const unknown = await agent.post('/api/admin/notifications', {
      email: 'nobody@example.com',
      message: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fieldErrors.email).toBe('No candidate with this email on this site.');
    const offsite = await agent.post('/api/admin/notifications', {
      email: demoTenant.candidate.email,
      message: 'Hi',
      redirectUrl: '//evil.example/path',
    });
    expect(offsite.statusCode).toBe(400);
    const empty = await agent.post('/api/admin/notifications', {
      email: demoTenant.candidate.email,
      message: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const before = (await agent.get('/api/admin/notifications/outbox')).json().data.mails.length;
    const other = await newCandidate(t, 'other.example');
    const crossTenant = await agent.post('/api/admin/notifications', { email: other.email, message: 'Hi' });
    expect(crossTenant.statusCode).toBe(404);
    expect((await agent.get('/api/admin/notifications/outbox')).json().data.mails.length).toBe(before);
  });

  it('pages through the outbox, newest first, with the total', async () => {
    const { agent } = await admin();
    const candidate = await newCandidate(t);
    for (const n of [1, 2, 3]) {
      const res = await agent.post('/api/admin/notifications', {
        email: candidate.email,
        message: `Note ${n}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const all = (await agent.get('/api/admin/notifications/outbox?limit=200')).json().data;
    expect(all.total).toBe(all.mails.length);
    const first = (await agent.get('/api/admin/notifications/outbox?limit=2')).json().data;
    const second = (await agent.get('/api/admin/notifications/outbox?limit=2&offset=2')).json().data;
    expect(first.total).toBe(all.total);
    expect(first.mails.map((m: { id: string }) => m.id)).toEqual(
      all.mails.slice(0, 2).map((m: { id: string }) => m.id),
    );
    expect(second.mails.map((m: { id: string }) => m.id)).toEqual(
      all.mails.slice(2, 4).map((m: { id: string }) => m.id),
    );
    expect(first.mails[0].text).toContain('Note 3');
    expect((await agent.get('/api/admin/notifications/outbox?offset=-1')).statusCode).toBe(400);
  });
});
