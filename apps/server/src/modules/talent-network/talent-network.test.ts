import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, talentNetworkMembers, tenants } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';
import { runTalentNetworkAlerts } from './run-alerts.ts';

/* Issue 20 item 5: join without applying, double opt-in, alerts, one-click unsubscribe. */

let t: TestApp;
let guest: HttpAgent;
let tenantId: string;
const hour = 3_600_000;
const loadTenant = (id: string) => new TenantService(t.database.db, 0).byId(id);
const run = () => runTalentNetworkAlerts(t.app, { loadTenant });

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SAVED_SEARCH_ALERT_MINUTES: '0' });
  tenantId = (await new TenantService(t.database.db, 0).byDomain('northwind.example'))!.id;
  guest = new HttpAgent(t.app);
  await guest.boot();
});
afterAll(() => t.close());

let n = 0;
const address = () => `network.${Date.now()}.${++n}@example.com`;
const join = (body: Record<string, unknown>) => guest.post('/api/pcsx/talent_network', body);
const mails = (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt));
const linkIn = (text: string, path: string) => {
  const url = new URL(new RegExp(`https?://\\S+${path}\\S+`).exec(text)![0]);
  return { member: url.searchParams.get('member')!, token: url.searchParams.get('token')! };
};
const member = async (email: string) =>
  (await t.database.db.select().from(talentNetworkMembers).where(eq(talentNetworkMembers.email, email)))[0]!;

/** Posts the test positions with a prefix, the Kubernetes ones 30 minutes ago, the rest long ago. */
async function post(prefix: string) {
  const now = Date.now();
  const list = testPositions(now).map((p) => ({
    ...p,
    externalId: `${prefix}-${p.externalId}`,
    postedAt: p.skills.includes('Kubernetes') ? new Date(now - hour / 2) : new Date(now - 30 * 24 * hour),
  }));
  await positionRepository.upsertMany(t.database.db, tenantId, list);
}

describe('the talent network', () => {
  it('confirms by the emailed link, alerts about new matching jobs with a one-click unsubscribe', async () => {
    const email = address();
    const res = await join({ email: email.toUpperCase(), keywords: 'kubernetes' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { status: 'check_email' } });
    const [confirmMail] = await mails(email);
    expect(confirmMail!.subject).toBe('Confirm your job alerts from Northwind Labs');
    const link = linkIn(confirmMail!.textBody, '/careers/talent-network/confirm');
    expect((await member(email)).status).toBe('pending');

    // Not confirmed: no alert, whatever is posted.
    await t.database.db
      .update(talentNetworkMembers)
      .set({ checkedUntil: new Date(Date.now() - hour) })
      .where(eq(talentNetworkMembers.email, email));
    expect(
      (await guest.post('/api/pcsx/talent_network/confirm', { ...link, token: `${link.token}x` })).statusCode,
    ).toBe(400);
    const confirmed = await guest.post('/api/pcsx/talent_network/confirm', link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await guest.post('/api/pcsx/talent_network/confirm', link)).statusCode).toBe(200);
    expect((await member(email)).status).toBe('confirmed');

    // Alerts consider jobs posted after confirming; pretend that was an hour ago.
    await t.database.db
      .update(talentNetworkMembers)
      .set({ checkedUntil: new Date(Date.now() - hour) })
      .where(eq(talentNetworkMembers.email, email));
    await post('TN');
    expect(await run()).toMatchObject({ emailed: 1 });
    const [alert] = await mails(email);
    expect(alert!.subject).toBe('2 new jobs for you at Northwind Labs');
    expect(alert!.textBody).toContain('2 new jobs match your interests at Northwind Labs:');
    expect(alert!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(alert!.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(oneClick.pathname).toBe('/api/pcsx/talent_network/unsubscribe');
    // A second run has nothing new to tell.
    await run();
    expect(await mails(email)).toHaveLength(2);

    // One click, as a mail client does it: a form post from outside, without a CSRF token.
    const outside = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(outside.statusCode, outside.body).toBe(200);
    expect((await member(email)).status).toBe('unsubscribed');
    await t.database.db
      .update(talentNetworkMembers)
      .set({ checkedUntil: new Date(Date.now() - hour) })
      .where(eq(talentNetworkMembers.email, email));
    await run();
    expect(await mails(email)).toHaveLength(2);
  });

  it('answers the same for members and strangers, sends one confirmation at a time, refuses bad links', async () => {
    const email = address();
    expect((await join({ email, departments: ['Engineering'] })).statusCode).toBe(202);
    expect((await join({ email, departments: ['Design'], location: 'Berlin' })).statusCode).toBe(202);
    // One confirmation email; the newer interests are kept.
    expect(await mails(email)).toHaveLength(1);
    expect(await member(email)).toMatchObject({
      departments: ['Design'],
      location: 'Berlin',
      status: 'pending',
    });
    const link = linkIn((await mails(email))[0]!.textBody, '/careers/talent-network/confirm');
    expect((await guest.post('/api/pcsx/talent_network/confirm', link)).statusCode).toBe(200);
    // A confirmed member's interests are not changed by a stranger who knows the address.
    const again = await join({ email, keywords: 'anything' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ data: { status: 'check_email' } });
    expect(await member(email)).toMatchObject({ departments: ['Design'], keywords: '', status: 'confirmed' });
    expect(await mails(email)).toHaveLength(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/pcsx/talent_network/unsubscribe?member=${link.member}&token=nope`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_TOKEN');
    expect((await join({ email: 'not-an-address', keywords: 'x' })).statusCode).toBe(400);
    expect((await join({ email: address() })).statusCode).toBe(400);
  });

  it('is closed where the site sends no job alerts', async () => {
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.domain, 'other.example'));
    const other = new HttpAgent(t.app, { query: { domain: 'other.example' } });
    await other.boot();
    expect(tenant).toBeDefined();
    const res = await other.post('/api/pcsx/talent_network', { email: address(), keywords: 'x' });
    expect(res.statusCode).toBe(404);
  });
});
