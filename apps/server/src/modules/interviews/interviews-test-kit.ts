import { and, eq } from 'drizzle-orm';
import { notifications, positions, users } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signUp } from '../auth/service.ts';
import { TenantService } from '../tenants/service.ts';

const tenantByDomain = (t: TestApp, domain: string) => new TenantService(t.database.db, 0).byDomain(domain);

/** Helpers shared by the interview API tests: logged-in agents and a valid schedule body. */
export async function loggedIn(t: TestApp, who: { email: string; password: string }, domain?: string) {
  const agent = new HttpAgent(t.app, domain ? { query: { domain } } : {});
  await agent.boot();
  const res = await agent.post('/api/auth/login', who);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return agent;
}

export const demoAdmin = (t: TestApp) => loggedIn(t, demoTenant.admin);
export const demoCandidate = (t: TestApp) => loggedIn(t, demoTenant.candidate);

let counter = 0;
/** A candidate signed up on the tenant of `domain` (the demo tenant when omitted). */
export async function newCandidate(t: TestApp, domain?: string) {
  const agent = new HttpAgent(t.app, domain ? { query: { domain } } : {});
  await agent.boot();
  const email = `interviewee.${++counter}.${Date.now()}@example.com`;
  const res = await agent.post('/api/auth/signup', {
    email,
    password: 'a sturdy passphrase',
    firstname: 'Casey',
    lastname: `Tester${counter}`,
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { agent, email };
}

/** An admin of the other tenant, made through the same sign-up the seed uses. */
export async function otherTenantAdmin(t: TestApp) {
  const tenant = await tenantByDomain(t, 'other.example');
  if (!tenant) throw new Error('no other tenant');
  const who = { email: `admin.${++counter}@other.example`, password: 'another sturdy passphrase' };
  await signUp(t.database.db, tenant, { ...who, firstname: 'Olive', lastname: 'Other' }, 'admin');
  return loggedIn(t, who, 'other.example');
}

export async function positionIdOf(t: TestApp, domain = demoTenant.domain) {
  const tenant = await tenantByDomain(t, domain);
  const [p] = await t.database.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenant!.id), eq(positions.status, 'open')))
    .limit(1);
  return p!.id;
}

export const inDays = (days: number, hourUtc = 14) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

export async function scheduleBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    candidate_email: demoTenant.candidate.email,
    position_id: await positionIdOf(t),
    starts_at: inDays(5),
    duration_minutes: 45,
    time_zone: 'Europe/Berlin',
    kind: 'video',
    meeting_url: 'https://meet.example/abc',
    location: null,
    interviewers: ['Priya Natarajan'],
    notes: 'Bring a project you are proud of.',
    ...overrides,
  };
}

/** The interview notifications a candidate has, oldest first. */
export async function interviewNotifications(t: TestApp, email: string) {
  const rows = await t.database.db
    .select({ n: notifications })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.category, 'interview'), eq(users.email, email)));
  return rows.map((r) => r.n).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
