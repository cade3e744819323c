import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { candidateEvents } from './candidate-events.ts';
import { fakeMailer } from './fake-mailer.ts';
import { backoffMs, type RelayPolicy, relayOutbox } from './mail-relay.ts';
import { outboxRepository } from './outbox-repository.ts';
import { loggedIn, newCandidate } from './test-helpers.ts';

const server = fakeMailer();
let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { mailer: server.mailer });
  tenantId = (await new TenantService(t.database.db, 0).byDomain('northwind.example'))!.id;
});
afterAll(() => t.close());

const policy: RelayPolicy = {
  maxAttempts: 3,
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  leaseMs: 300_000,
  batchSize: 10,
};
/** The relay's clock, `ms` from now: retries are due by time, not by waiting. */
const at = (ms: number) => () => new Date(Date.now() + ms);
const db = () => t.database.db;

let n = 0;
/** A candidate told one thing (with email), and that email's outbox row. */
async function toldOnce() {
  const c = await newCandidate(t);
  await db().transaction((tx) =>
    t.app.notifier.notify(
      tx,
      tenantId,
      c.userId,
      candidateEvents.formAssigned({ assignmentId: `r-${++n}`, formName: 'Tax form' }),
    ),
  );
  const [row] = await outboxRepository.listForUser(db(), tenantId, c.userId);
  return { ...c, row: row! };
}
const reload = async (id: string) => (await outboxRepository.find(db(), tenantId, id))!;

describe('mail relay', () => {
  it('sends a pending mail once, with its Message-ID, and marks it sent', async () => {
    const { row, email } = await toldOnce();
    expect(row.status).toBe('pending');
    const before = server.sent.length;
    const first = await relayOutbox(db(), server.mailer, policy);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mine = server.sent.slice(before).filter((m) => m.to === email);
    expect(mine).toEqual([
      expect.objectContaining({ to: email, messageId: row.messageId, subject: row.subject }),
    ]);
    expect(await reload(row.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      lockedUntil: null,
    });
    // Sent is final: another run sends nothing again.
    await relayOutbox(db(), server.mailer, policy);
    expect(server.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('retries with exponential backoff, then keeps a dead letter that an admin can retry', async () => {
    await relayOutbox(db(), server.mailer, policy); // nothing else is due
    const { row, email } = await toldOnce();
    server.down(true);
    expect(await relayOutbox(db(), server.mailer, policy)).toMatchObject({ retried: 1, dead: 0 });
    let now = await reload(row.id);
    expect(now).toMatchObject({ status: 'pending', attempts: 1, error: '421 service not available' });
    const firstWait = now.nextAttemptAt!.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(backoffMs(1, policy) - 5_000);
    expect(firstWait).toBeLessThanOrEqual(backoffMs(1, policy));

    // Not due yet: a run now does not touch it.
    expect(await relayOutbox(db(), server.mailer, policy)).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect((await reload(row.id)).attempts).toBe(1);

    // Second attempt at +1 min waits twice as long; the third (the last) makes it a dead letter.
    await relayOutbox(db(), server.mailer, policy, at(61_000));
    now = await reload(row.id);
    expect(now).toMatchObject({ status: 'pending', attempts: 2 });
    expect(now.nextAttemptAt!.getTime() - (Date.now() + 61_000)).toBeGreaterThan(
      backoffMs(2, policy) - 5_000,
    );
    expect(await relayOutbox(db(), server.mailer, policy, at(61_000 + 121_000))).toMatchObject({ dead: 1 });
    expect(await reload(row.id)).toMatchObject({ status: 'dead', attempts: 3, nextAttemptAt: null });
    expect(await relayOutbox(db(), server.mailer, policy, at(24 * 3_600_000))).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    });

    // The admin sees it, with attempts and the last error, and retries it.
    const { agent } = await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password);
    const listed = (await agent.get('/api/admin/notifications/outbox?limit=200')).json().data.mails;
    expect(listed.find((m: { id: string }) => m.id === row.id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      error: '421 service not available',
      messageId: row.messageId,
    });
    server.down(false);
    const retried = await agent.post(`/api/admin/notifications/outbox/${row.id}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.mail).toMatchObject({ id: row.id, status: 'pending', attempts: 0 });
    await relayOutbox(db(), server.mailer, policy);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(server.sent.filter((m) => m.to === email)).toHaveLength(1);

    // Only dead letters can be retried; others are a clear 409, unknown ones 404, bad ids 400.
    const again = await agent.post(`/api/admin/notifications/outbox/${row.id}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    const unknown = await agent.post(
      '/api/admin/notifications/outbox/00000000-0000-4000-8000-000000000000/retry',
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect((await agent.post('/api/admin/notifications/outbox/nope/retry', {})).statusCode).toBe(400);
  });

  it('lets neither a candidate nor another site retry a mail', async () => {
    const { row, agent } = await toldOnce();
    const asCandidate = await agent.post(`/api/admin/notifications/outbox/${row.id}/retry`, {});
    expect(asCandidate.statusCode).toBe(403);
    await relayOutbox(db(), server.mailer, policy);
  });

  it('resends a mail whose relay stopped between sending and marking, with the same Message-ID', async () => {
    await relayOutbox(db(), server.mailer, policy);
    const { row, email } = await toldOnce();
    // A relay claims it and "crashes" before marking it: the row stays `sending` under its lease.
    const [claimed] = await outboxRepository.claimDue(db(), new Date(), 10, policy.leaseMs);
    expect(claimed).toMatchObject({ id: row.id, status: 'sending', attempts: 1 });
    expect(await relayOutbox(db(), server.mailer, policy)).toEqual({ sent: 0, retried: 0, dead: 0 });
    // Once the lease is over, another relay sends it: at least once, recognisably the same mail.
    await relayOutbox(db(), server.mailer, policy, at(policy.leaseMs + 1000));
    expect(server.sent.filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ messageId: row.messageId }),
    ]);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two relays running at once send every mail exactly once', async () => {
    await relayOutbox(db(), server.mailer, policy);
    const rows = await Promise.all([toldOnce(), toldOnce(), toldOnce(), toldOnce(), toldOnce()]);
    const before = server.sent.length;
    const small = { ...policy, batchSize: 2 };
    await Promise.all([relayOutbox(db(), server.mailer, small), relayOutbox(db(), server.mailer, small)]);
    const sentTo = server.sent.slice(before).map((m) => m.to);
    expect(sentTo.sort()).toEqual(rows.map((r) => r.email).sort());
  });

  it('doubles the wait after each failure, up to the cap', () => {
    const p = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffMs(a, p))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
