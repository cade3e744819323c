import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, offers, tenants } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobBody } from '../admin-jobs/admin-jobs-test-kit.ts';
import { demoAdmin, demoCandidate, otherTenantAdmin } from '../interviews/interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    SEED_DEMO_OFFERS: 'true',
    SEED_DEMO_APPLICATIONS: 'true',
  });
  admin = await demoAdmin(t);
  tenantId = (await t.database.db.select().from(tenants).where(eq(tenants.domain, demoTenant.domain)))[0]!.id;
});
afterAll(() => t.close());

const home = async (agent: HttpAgent, query: Record<string, string> = {}) => {
  const res = await agent.get('/api/admin/home', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('admin home', () => {
  it("counts this tenant's new applications and offers awaiting an answer", async () => {
    const db = t.database.db;
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const [apps] = await db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), gte(applications.createdAt, weekAgo)));
    const [open] = await db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.status, ['Extended', 'Contract Extended'])));
    const data = await home(admin);
    expect(apps!.n).toBeGreaterThan(0);
    expect(data.newApplications.count).toBe(apps!.n);
    expect(data.offersAwaitingAnswer).toBe(open!.n);
    expect(data.emailConfigured).toBe(false);
    // Since a moment ago nothing is new.
    expect((await home(admin, { since: new Date().toISOString() })).newApplications.count).toBe(0);
    // A last visit long ago counts at most 90 days back.
    const old = await home(admin, { since: '2000-01-01T00:00:00Z' });
    expect(Date.parse(old.newApplications.since)).toBeGreaterThan(Date.now() - 91 * 86_400_000);
  });

  it('counts open jobs closing within 14 days, not later ones, drafts or closed ones', async () => {
    const before = await home(admin);
    await admin.post('/api/admin/jobs', jobBody({ status: 'open', expiresAt: inDays(3) }));
    await admin.post('/api/admin/jobs', jobBody({ status: 'open', expiresAt: inDays(40) }));
    await admin.post('/api/admin/jobs', jobBody({ status: 'draft', expiresAt: inDays(3) }));
    const after = await home(admin);
    expect(after.jobsClosingSoon).toEqual({ count: before.jobsClosingSoon.count + 1, withinDays: 14 });
    expect(after.openJobs).toBe(before.openJobs + 2);
    expect(after.draftJobs).toBe(before.draftJobs + 1);
    const listed = (await admin.get('/api/admin/jobs', { query: { closing: 'soon' } })).json().data;
    expect(listed.total).toBe(after.jobsClosingSoon.count);
  });

  it('keeps counts to the tenant and the page to admins', async () => {
    const other = await home(await otherTenantAdmin(t));
    expect(other).toMatchObject({
      newApplications: { count: 0 },
      offersAwaitingAnswer: 0,
      formsOverdue: 0,
      openJobs: 0,
    });
    expect((await (await demoCandidate(t)).get('/api/admin/home')).statusCode).toBe(403);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    expect((await anon.get('/api/admin/home')).statusCode).toBe(401);
    expect((await admin.get('/api/admin/home', { query: { since: 'yesterday' } })).statusCode).toBe(400);
  });
});
