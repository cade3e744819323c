import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, talentNetworkMembers } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';
import { runTalentNetworkAlerts } from './run-alerts.ts';

/* A confirmed member changes their interests through the link in every alert (docs/talent-network.md). */

let t: TestApp;
let guest: HttpAgent;
let tenantId: string;
const hour = 3_600_000;
const loadTenant = (id: string) => new TenantService(t.database.db, 0).byId(id);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', SAVED_SEARCH_ALERT_MINUTES: '0' });
  tenantId = (await new TenantService(t.database.db, 0).byDomain(demoTenant.domain))!.id;
  guest = new HttpAgent(t.app);
  await guest.boot();
  const now = Date.now();
  await positionRepository.upsertMany(
    t.database.db,
    tenantId,
    testPositions(now).map((p) => ({
      ...p,
      externalId: `MANAGE-${p.externalId}`,
      postedAt: new Date(now - hour / 2),
    })),
  );
});
afterAll(() => t.close());

let n = 0;
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
const row = async (id: string) =>
  (await t.database.db.select().from(talentNetworkMembers).where(eq(talentNetworkMembers.id, id)))[0]!;

/** A member who joined, confirmed and got one alert: the link to change their interests from it. */
async function alertedMember() {
  const email = `manage.${Date.now()}.${++n}@example.com`;
  await guest.post('/api/pcsx/talent_network', { email, keywords: 'kubernetes' });
  const confirm = linkIn((await mails(email))[0]!.textBody, '/careers/talent-network/confirm');
  expect((await guest.post('/api/pcsx/talent_network/confirm', confirm)).statusCode).toBe(200);
  await t.database.db
    .update(talentNetworkMembers)
    .set({ checkedUntil: new Date(Date.now() - hour) })
    .where(eq(talentNetworkMembers.id, confirm.member));
  await runTalentNetworkAlerts(t.app, { loadTenant });
  const [alert] = await mails(email);
  expect(alert!.subject).toMatch(/new jobs? for you/);
  return { email, link: linkIn(alert!.textBody, '/careers/talent-network/manage') };
}
const read = (link: { member: string; token: string }) =>
  guest.get('/api/pcsx/talent_network/interests', { query: link });
const change = (link: { member: string; token: string }, body: unknown) =>
  guest.request({
    method: 'PUT',
    url: '/api/pcsx/talent_network/interests',
    query: link,
    payload: body as object,
  });

describe("changing a member's interests from an alert", () => {
  it('reads and changes them through the signed link; other links are refused', async () => {
    const { email, link } = await alertedMember();
    const res = await read(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      email,
      status: 'confirmed',
      departments: [],
      keywords: 'kubernetes',
      location: '',
      sharing: { resume_name: null, profile: false },
    });
    const changed = await change(link, {
      departments: ['Engineering'],
      keywords: ' rust ',
      location: 'Berlin',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      departments: ['Engineering'],
      keywords: 'rust',
      location: 'Berlin',
    });
    expect(await row(link.member)).toMatchObject({
      departments: ['Engineering'],
      keywords: 'rust',
      location: 'Berlin',
      status: 'confirmed',
    });

    // Another member's token, a tampered one, the unsubscribe token: 400, nothing read or changed.
    const other = await alertedMember();
    for (const bad of [
      { member: link.member, token: other.link.token },
      { member: link.member, token: `${link.token}x` },
      { member: other.link.member, token: link.token },
    ]) {
      expect((await read(bad)).statusCode).toBe(400);
      const refused = await change(bad, { keywords: 'stolen' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_TOKEN');
    }
    expect((await row(other.link.member)).keywords).toBe('kubernetes');
  });

  it('answers generated bad bodies with a 400 and changes nothing', async () => {
    const { link } = await alertedMember();
    const before = JSON.stringify(await row(link.member));
    const badBody = fc.oneof(
      // No interest at all.
      fc.record({
        departments: fc.constant([]),
        keywords: fc.constantFrom('', '   '),
        location: fc.string({ maxLength: 20 }),
      }),
      fc.record({
        keywords: fc.string({ minLength: 201, maxLength: 260 }).filter((s) => s.trim().length > 200),
      }),
      fc.record({
        keywords: fc.constant('x'),
        location: fc.string({ minLength: 201, maxLength: 260 }).filter((s) => s.trim().length > 200),
      }),
      fc.record({
        departments: fc.array(
          fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== ''),
          { minLength: 11, maxLength: 15 },
        ),
      }),
      fc.record({
        departments: fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer(), { minLength: 1 })),
      }),
      fc.record({ keywords: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string())) }),
    );
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const res = await change(link, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }),
      { numRuns: 80 },
    );
    expect(JSON.stringify(await row(link.member))).toBe(before);
  });

  it('does not bring back alerts that were stopped', async () => {
    const { link } = await alertedMember();
    const [alert] = await mails((await row(link.member)).email);
    const stop = linkIn(alert!.textBody, '/careers/talent-network/unsubscribe');
    expect(
      (await guest.post(`/api/pcsx/talent_network/unsubscribe?member=${stop.member}&token=${stop.token}`))
        .statusCode,
    ).toBe(200);
    expect((await read(link)).json().data.status).toBe('unsubscribed');
    const res = await change(link, { keywords: 'anything' });
    expect(res.statusCode).toBe(409);
    expect(await row(link.member)).toMatchObject({ keywords: 'kubernetes', status: 'unsubscribed' });
  });
});
