import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, talentNetworkMembers } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../auth/service.ts';
import { demoAdmin, loggedIn, newCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';
import { positionRepository } from '../positions/repository.ts';
import { testPositions } from '../search/test-positions.ts';
import { TenantService } from '../tenants/service.ts';
import { runTalentNetworkAlerts } from './run-alerts.ts';

/* The admin console's talent-network members (docs/talent-network.md "Admin console"). */

let t: TestApp;
let tenantId: string;
let admin: HttpAgent;
let recruiter: HttpAgent;
const hour = 3_600_000;
const loadTenant = (id: string) => new TenantService(t.database.db, 0).byId(id);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SAVED_SEARCH_ALERT_MINUTES: '0' });
  const tenant = (await new TenantService(t.database.db, 0).byDomain(demoTenant.domain))!;
  tenantId = tenant.id;
  admin = await demoAdmin(t);
  const who = { email: 'recruiter.network@example.com', password: 'a sturdy passphrase for roles' };
  await signUp(t.database.db, tenant, { ...who, firstname: 'Rae', lastname: 'Cruiter' }, 'recruiter');
  recruiter = await loggedIn(t, who);
});
afterAll(() => t.close());

let n = 0;
/** A member written straight to the table: this file tests the list, not the joining. */
async function seedMember(status: 'pending' | 'confirmed' | 'unsubscribed', extra: object = {}) {
  const [row] = await t.database.db
    .insert(talentNetworkMembers)
    .values({
      tenantId,
      email: `member.${++n}.${status}@example.com`,
      status,
      departments: ['Engineering'],
      keywords: 'kubernetes',
      location: 'Berlin',
      locale: 'de',
      confirmedAt: status === 'pending' ? null : new Date(),
      createdAt: new Date(Date.now() - (1000 - n) * 60_000),
      ...extra,
    })
    .returning();
  return row!;
}
const list = (agent: HttpAgent, query: Record<string, string> = {}) =>
  agent.get('/api/admin/talent_network', { query });
const ids = (res: { json: () => { data: { members: { id: string }[] } } }) =>
  res.json().data.members.map((m) => m.id);
const allRows = async () =>
  (await t.database.db.select().from(talentNetworkMembers).orderBy(talentNetworkMembers.id)).map((r) =>
    JSON.stringify(r),
  );

describe('the admin talent-network list', () => {
  it('lists members newest first with their interests, filtered by status and paged by 20', async () => {
    const pending = await seedMember('pending');
    const confirmed = await seedMember('confirmed');
    const gone = await seedMember('unsubscribed');
    const all = await list(admin);
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().data;
    expect(data.page_size).toBe(20);
    expect(ids(all).slice(0, 3)).toEqual([gone.id, confirmed.id, pending.id]);
    expect(data.members.find((m: { id: string }) => m.id === confirmed.id)).toEqual({
      id: confirmed.id,
      email: confirmed.email,
      departments: ['Engineering'],
      keywords: 'kubernetes',
      location: 'Berlin',
      locale: 'de',
      status: 'confirmed',
      joined_at: confirmed.createdAt.toISOString(),
      confirmed_at: confirmed.confirmedAt!.toISOString(),
      resume_name: null,
      profile_shared: false,
    });
    for (const [status, row] of [
      ['pending', pending],
      ['confirmed', confirmed],
      ['unsubscribed', gone],
    ] as const) {
      const res = await list(admin, { status });
      expect(ids(res)).toContain(row.id);
      expect(res.json().data.members.every((m: { status: string }) => m.status === status)).toBe(true);
    }

    for (let i = 0; i < 22; i++) await seedMember('confirmed');
    const first = await list(admin, { status: 'confirmed' });
    const second = await list(admin, { status: 'confirmed', page: '2' });
    expect(first.json().data.members).toHaveLength(20);
    expect(first.json().data.total).toBe(second.json().data.total);
    expect(first.json().data.total).toBeGreaterThanOrEqual(23);
    expect(ids(second).filter((id: string) => ids(first).includes(id))).toEqual([]);
  });

  it('lets recruiters read but not remove; refuses candidates and guests; hides other tenants', async () => {
    const row = await seedMember('confirmed');
    expect(ids(await list(recruiter))).toContain(row.id);
    const { agent: candidate } = await newCandidate(t);
    expect((await list(candidate)).statusCode).toBe(403);
    const guest = new HttpAgent(t.app);
    await guest.boot();
    expect((await list(guest)).statusCode).toBe(401);
    expect(
      (await recruiter.request({ method: 'DELETE', url: `/api/admin/talent_network/${row.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await candidate.request({ method: 'DELETE', url: `/api/admin/talent_network/${row.id}` })).statusCode,
    ).toBe(403);

    const other = await otherTenantAdmin(t);
    expect(ids(await list(other))).not.toContain(row.id);
    expect(
      (await other.request({ method: 'DELETE', url: `/api/admin/talent_network/${row.id}` })).statusCode,
    ).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(talentNetworkMembers)
      .where(eq(talentNetworkMembers.id, row.id));
    expect(still).toBeDefined();
  });

  it('exports the members of a status as CSV for admins, formulas defused', async () => {
    const row = await seedMember('unsubscribed', {
      keywords: '=HYPERLINK("x")',
      departments: ['Design', 'Data'],
    });
    const res = await admin.get('/api/admin/talent_network/export', { query: { status: 'unsubscribed' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="talent-network-unsubscribed.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,status,departments,keywords,place,language,joined_at,confirmed_at');
    expect(lines).toContain(
      `${row.email},unsubscribed,Design; Data,"'=HYPERLINK(""x"")",Berlin,de,${row.createdAt.toISOString()},${row.confirmedAt!.toISOString()}`,
    );
    expect(lines.filter((l) => l.includes(',confirmed,') || l.includes(',pending,'))).toEqual([]);
    expect((await recruiter.get('/api/admin/talent_network/export')).statusCode).toBe(403);
    expect(
      (await admin.get('/api/admin/talent_network/export', { query: { status: 'nope' } })).statusCode,
    ).toBe(400);
  });

  it('removing a member deletes their membership and ends their alerts', async () => {
    const interests = { keywords: 'kubernetes', departments: [], checkedUntil: new Date(Date.now() - hour) };
    const row = await seedMember('confirmed', interests);
    // The same interests, kept: they do get the alert, so the removed one's silence means something.
    const kept = await seedMember('confirmed', interests);
    const now = Date.now();
    await positionRepository.upsertMany(
      t.database.db,
      tenantId,
      testPositions(now).map((p) => ({
        ...p,
        externalId: `ADM-${p.externalId}`,
        postedAt: new Date(now - hour / 2),
      })),
    );
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/talent_network/${row.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(
      await t.database.db.select().from(talentNetworkMembers).where(eq(talentNetworkMembers.id, row.id)),
    ).toEqual([]);
    expect(ids(await list(admin))).not.toContain(row.id);
    await runTalentNetworkAlerts(t.app, { loadTenant });
    const mailsTo = (to: string) =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(await mailsTo(kept.email)).toHaveLength(1);
    expect(await mailsTo(row.email)).toEqual([]);
    // Again: there is nothing left to remove.
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/talent_network/${row.id}` })).statusCode,
    ).toBe(404);
  });

  it('answers generated bad queries and ids with a 400 and changes nothing', async () => {
    await seedMember('pending');
    const before = await allRows();
    const badQuery = fc.oneof(
      fc.record({
        status: fc.string().filter((s) => !['pending', 'confirmed', 'unsubscribed', 'all'].includes(s)),
      }),
      fc.record({
        page: fc.oneof(
          fc.integer({ max: 0 }).map(String),
          fc.integer({ min: 10_001 }).map(String),
          fc.double({ noInteger: true, noNaN: true, min: 0.1, max: 100 }).map(String),
          fc.stringMatching(/^[a-z]+$/),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(badQuery, async (query) => {
        const res = await list(admin, query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
      }),
      { numRuns: 60 },
    );
    const notUuid = fc
      .string({ minLength: 1 })
      // "." and ".." are path segments the URL resolves away (another route: 404), not ids.
      .filter((s) => !/^[0-9a-f-]{36}$/i.test(s) && !/[/?#%]/.test(s) && s.trim() === s && !/^\.+$/.test(s));
    await fc.assert(
      fc.asyncProperty(notUuid, async (id) => {
        const res = await admin.request({
          method: 'DELETE',
          url: `/api/admin/talent_network/${encodeURIComponent(id)}`,
        });
        expect(res.statusCode, id).toBe(400);
      }),
      { numRuns: 60 },
    );
    expect(await allRows()).toEqual(before);
  });
});
