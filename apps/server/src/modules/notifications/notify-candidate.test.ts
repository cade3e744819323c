import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { candidateEvents, formSourceKey } from './candidate-events.ts';
import { CandidateNotifier } from './notify-candidate.ts';
import { outboxRepository } from './outbox-repository.ts';
import { notificationRepository } from './repository.ts';
import { newCandidate } from './test-helpers.ts';

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  tenantId = (await new TenantService(t.database.db, 0).byDomain('northwind.example'))!.id;
});
afterAll(() => t.close());
const db = () => t.database.db;

const form = (id: string) => candidateEvents.formAssigned({ assignmentId: id, formName: 'Background check' });

describe('CandidateNotifier', () => {
  it('tells each event once, however often it is raised', async () => {
    const { userId } = await newCandidate(t);
    const notifier = new CandidateNotifier(false);
    const first = await notifier.notify(db(), tenantId, userId, form('f-1'));
    const again = await notifier.notify(db(), tenantId, userId, form('f-1'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, notification: first.notification });
    const all = await notificationRepository.list(t.database.db, tenantId, userId, false);
    expect(all).toHaveLength(1);
    expect(await outboxRepository.listForUser(t.database.db, tenantId, userId)).toHaveLength(1);
  });

  it('tells the same event to two candidates separately', async () => {
    const a = await newCandidate(t);
    const b = await newCandidate(t);
    const notifier = new CandidateNotifier(false);
    expect((await notifier.notify(db(), tenantId, a.userId, form('shared'))).created).toBe(true);
    expect((await notifier.notify(db(), tenantId, b.userId, form('shared'))).created).toBe(true);
  });

  it("writes the email in the caller's transaction, pending for the relay, with a Message-ID", async () => {
    const { userId, email } = await newCandidate(t);
    await t.database.db.transaction((tx) =>
      new CandidateNotifier(true).notify(tx, tenantId, userId, form('f-2')),
    );
    const [row] = await outboxRepository.listForUser(t.database.db, tenantId, userId);
    expect(row).toMatchObject({
      toAddress: email,
      subject: 'Forms: Northwind Labs careers',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      messageId: `<${row!.id}@northwind.example>`,
    });
    expect(row!.textBody).toContain('Please complete the form "Background check".');
    expect(row!.textBody).toContain('Open: https://northwind.example/careers/forms/center');
    expect(row!.nextAttemptAt).toBeInstanceOf(Date);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const { userId } = await newCandidate(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await new CandidateNotifier(true).notify(tx, tenantId, userId, form('f-3'));
        throw new Error('the change failed after telling');
      }),
    ).rejects.toThrow('the change failed');
    expect(await notificationRepository.list(t.database.db, tenantId, userId, false)).toEqual([]);
    expect(await outboxRepository.listForUser(t.database.db, tenantId, userId)).toEqual([]);
  });

  it('stores the mail when no SMTP server is configured', async () => {
    const { userId } = await newCandidate(t);
    await new CandidateNotifier(false).notify(db(), tenantId, userId, form('f-4'));
    const [row] = await outboxRepository.listForUser(t.database.db, tenantId, userId);
    expect(row).toMatchObject({ status: 'stored', sentAt: null });
  });

  it('sends no email to a candidate who turned email off, but still notifies in the app', async () => {
    const { agent, userId } = await newCandidate(t);
    expect((await agent.get('/api/pcsx/notification_preferences')).json()).toEqual({
      data: { emailEnabled: true },
    });
    const put = await agent.request({
      method: 'PUT',
      url: '/api/pcsx/notification_preferences',
      payload: { emailEnabled: false },
    });
    expect(put.json()).toEqual({ data: { emailEnabled: false } });
    expect((await agent.get('/api/pcsx/notification_preferences')).json()).toEqual({
      data: { emailEnabled: false },
    });
    await new CandidateNotifier(true).notify(db(), tenantId, userId, form('f-5'));
    expect(await outboxRepository.listForUser(t.database.db, tenantId, userId)).toEqual([]);
    expect((await agent.get('/api/pcsx/notifications')).json().data.notifications).toHaveLength(1);
    const bad = await agent.request({
      method: 'PUT',
      url: '/api/pcsx/notification_preferences',
      payload: { emailEnabled: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resolves only the candidate named, when one is named', async () => {
    const a = await newCandidate(t);
    const b = await newCandidate(t);
    const notifier = new CandidateNotifier(false);
    await notifier.notify(db(), tenantId, a.userId, form('same-source'));
    await notifier.notify(db(), tenantId, b.userId, form('same-source'));
    expect(await notifier.resolveAction(db(), tenantId, formSourceKey('same-source'), a.userId)).toBe(1);
    expect(await notifier.resolveAction(db(), tenantId, formSourceKey('same-source'), a.userId)).toBe(0);
    const bList = await notificationRepository.list(t.database.db, tenantId, b.userId, true);
    expect(bList).toHaveLength(1);
  });

  it('refuses a user of another tenant and a redirect outside the site', async () => {
    const { userId } = await newCandidate(t, 'other.example');
    const notifier = new CandidateNotifier(false);
    await expect(notifier.notify(db(), tenantId, userId, form('x'))).rejects.toThrow(/no user/);
    const mine = await newCandidate(t);
    await expect(
      notifier.notify(db(), tenantId, mine.userId, { ...form('y'), redirectUrl: 'https://evil.example/' }),
    ).rejects.toThrow(/site path/);
  });
});
