import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, referrals } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodAnswers, openPositions } from '../applications/applications-test-kit.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';

/* Issue 20 item 4: refer by email, the link's token on the application, the referrer follows it. */

let t: TestApp;
let admin: HttpAgent;
let jobs: { id: string; title: string }[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  admin = (await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password)).agent;
  jobs = await openPositions(t);
});
afterAll(() => t.close());

let n = 0;
const friend = () => `friend.${Date.now()}.${++n}@example.com`;
const refer = (agent: HttpAgent, body: Record<string, unknown>) => agent.post('/api/pcsx/referrals', body);
const mine = async (agent: HttpAgent) =>
  (await agent.get('/api/pcsx/dashboard/referrals')).json().data.referrals as {
    id: string;
    email: string;
    status: string;
    applied_at: string | null;
    position: { id: string; title: string };
  }[];
const mailTo = async (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt));
const tokenIn = (text: string) => /referral_token=([\w-]+)/.exec(text)?.[1];
const applyWith = (agent: HttpAgent, positionId: string, token: string) =>
  agent.post('/api/pcsx/applications', {
    position_id: positionId,
    values: goodAnswers(),
    attribution: { referral_token: token },
  });
const referralCount = async () => (await t.database.db.select({ n: count() }).from(referrals))[0]!.n;

describe('referrals', () => {
  it('emails the referred person a link to the job and lets the referrer follow it to Interviewing', async () => {
    const referrer = await newCandidate(t);
    const email = friend();
    const res = await refer(referrer.agent, {
      position_id: jobs[0]!.id,
      email: `  ${email.toUpperCase()} `,
      name: 'Robin',
      note: 'You would love this team.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.referral).toMatchObject({
      email,
      name: 'Robin',
      status: 'invited',
      applied_at: null,
    });

    const [mail] = await mailTo(email);
    expect(mail!.subject).toMatch(/^Casey Tester\d+ /);
    expect(mail!.subject).toContain(`referred you to ${jobs[0]!.title} at Northwind Labs`);
    expect(mail!.textBody).toContain('Hello Robin,');
    expect(mail!.textBody).toContain('> You would love this team.');
    const token = tokenIn(mail!.textBody)!;
    expect(mail!.textBody).toContain(`/careers/job/${jobs[0]!.id}?referral_token=${token}`);

    const referred = await newCandidate(t);
    const applied = await applyWith(referred.agent, jobs[0]!.id, token);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().data.application.id as string;
    expect((await mine(referrer.agent))[0]).toMatchObject({ email, status: 'submitted' });

    const moved = await admin.post(`/api/admin/applications/${applicationId}/status`, {
      status: 'interviewing',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await mine(referrer.agent);
    expect(row).toMatchObject({
      status: 'interviewing',
      position: { id: jobs[0]!.id, title: jobs[0]!.title },
    });
    expect(row!.applied_at).not.toBeNull();

    const detail = (await admin.get(`/api/admin/applications/${applicationId}`)).json().data.application;
    expect(detail.referral).toMatchObject({ referrer: { email: referrer.email } });
    expect(detail.attribution).toEqual({ referral_token: token });

    // How it ended is not the referrer's to know: a rejection shows as closed.
    await admin.post(`/api/admin/applications/${applicationId}/status`, { status: 'rejected' });
    expect((await mine(referrer.agent))[0]!.status).toBe('closed');
    // The referral is used: the same person can be referred to the job again.
    expect((await refer(referrer.agent, { position_id: jobs[0]!.id, email })).statusCode).toBe(201);
  });

  it('refuses self-referral, a second open referral and unknown jobs, storing and sending nothing', async () => {
    const referrer = await newCandidate(t);
    const other = await newCandidate(t);
    const email = friend();
    const before = await referralCount();
    const self = await refer(referrer.agent, { position_id: jobs[1]!.id, email: referrer.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors.email).toBe('You cannot refer yourself.');
    expect((await refer(referrer.agent, { position_id: jobs[1]!.id, email })).statusCode).toBe(201);
    for (const agent of [referrer.agent, other.agent]) {
      const again = await refer(agent, { position_id: jobs[1]!.id, email });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REFERRAL_EXISTS');
    }
    // Another job is another referral.
    expect((await refer(other.agent, { position_id: jobs[2]!.id, email })).statusCode).toBe(201);
    const unknown = await refer(referrer.agent, {
      position_id: '00000000-0000-4000-8000-000000000000',
      email,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await referralCount()).toBe(before + 2);
    expect(await mailTo(email)).toHaveLength(2);
    expect((await mine(other.agent)).map((r) => r.position.id)).toEqual([jobs[2]!.id]);

    const anon = new HttpAgent(t.app);
    await anon.boot();
    expect((await anon.get('/api/pcsx/dashboard/referrals')).statusCode).toBe(401);
    expect((await refer(anon, { position_id: jobs[1]!.id, email: friend() })).statusCode).toBe(401);
  });

  it("links only an application to the referral's job by someone other than the referrer", async () => {
    const referrer = await newCandidate(t);
    const email = friend();
    await refer(referrer.agent, { position_id: jobs[3]!.id, email });
    const token = tokenIn((await mailTo(email))[0]!.textBody)!;
    // The referrer's own application, and one to another job, carry the token but take nothing.
    expect((await applyWith(referrer.agent, jobs[3]!.id, token)).statusCode).toBe(201);
    const stranger = await newCandidate(t);
    expect((await applyWith(stranger.agent, jobs[4]!.id, token)).statusCode).toBe(201);
    expect((await mine(referrer.agent))[0]!.status).toBe('invited');
    // An unknown token changes nothing either, and the application is made all the same.
    expect((await applyWith(stranger.agent, jobs[3]!.id, 'no-such-token')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.token, token));
    expect(row!.applicationId).toBeNull();
  });

  it('caps referrals at 20 a day per referrer', async () => {
    const referrer = await newCandidate(t);
    for (let i = 0; i < 20; i++)
      expect(
        (await refer(referrer.agent, { position_id: jobs[i % 5]!.id, email: friend() })).statusCode,
      ).toBe(201);
    const over = await refer(referrer.agent, { position_id: jobs[0]!.id, email: friend() });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('answers 404 where the site has not turned referrals on', async () => {
    const { agent } = await newCandidate(t, 'other.example');
    expect((await agent.get('/api/pcsx/dashboard/referrals')).statusCode).toBe(404);
    const res = await refer(agent, { position_id: jobs[0]!.id, email: friend() });
    expect(res.statusCode).toBe(404);
  });
});
