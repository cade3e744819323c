import { localePaths } from '@opencareers/contracts/locales';
import { referralLimits } from '@opencareers/contracts/referrals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodAnswers, openPositions } from '../applications/applications-test-kit.ts';
import { loggedIn, mailsTo, newCandidate } from '../notifications/test-helpers.ts';

/*
 * docs/referrals.md: an unused referral expires after referralLimits.lifetimeDays (shown as
 * expired, the person can be referred again, its link links nothing), and the referrer is told
 * in their language when the person applies and when the stage they follow changes.
 */

let t: TestApp;
let admin: HttpAgent;
let jobs: { id: string; title: string }[];
const day = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  admin = (await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password)).agent;
  jobs = await openPositions(t);
});
afterAll(() => t.close());

let n = 0;
const friend = () => `expiry.${Date.now()}.${++n}@example.com`;
const refer = (agent: HttpAgent, body: Record<string, unknown>) => agent.post('/api/pcsx/referrals', body);
const statuses = async (agent: HttpAgent) =>
  (
    (await agent.get('/api/pcsx/dashboard/referrals')).json().data.referrals as {
      id: string;
      status: string;
    }[]
  ).map((r) => [r.id, r.status]);
/** Moves a referral's making back in time: what 29 or 31 days of waiting would do. */
const age = (id: string, days: number) =>
  t.database.db
    .update(referrals)
    .set({ createdAt: new Date(Date.now() - days * day) })
    .where(eq(referrals.id, id));
const tokenOf = async (id: string) =>
  (await t.database.db.select().from(referrals).where(eq(referrals.id, id)))[0]!;
const applyWith = (agent: HttpAgent, positionId: string, token: string) =>
  agent.post('/api/pcsx/applications', {
    position_id: positionId,
    values: goodAnswers(),
    attribution: { referral_token: token },
  });
const notifications = async (agent: HttpAgent) =>
  (await agent.get('/api/pcsx/notifications')).json().data.notifications as {
    message: string;
    messageKey: string | null;
    messageParams: Record<string, string> | null;
    redirectUrl: string;
  }[];

describe('referral expiry', () => {
  it(`expires an unused referral after ${referralLimits.lifetimeDays} days, and the person can be referred again`, async () => {
    const first = await newCandidate(t);
    const second = await newCandidate(t);
    const email = friend();
    const made = await refer(first.agent, { position_id: jobs[0]!.id, email });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.referral.id as string;

    // A day short of the lifetime: still open, and nobody else can refer the person.
    await age(id, referralLimits.lifetimeDays - 1);
    expect(await statuses(first.agent)).toContainEqual([id, 'invited']);
    expect((await refer(second.agent, { position_id: jobs[0]!.id, email })).statusCode).toBe(409);

    // Past it: expired for the referrer, and its link takes nothing.
    await age(id, referralLimits.lifetimeDays + 1);
    expect(await statuses(first.agent)).toContainEqual([id, 'expired']);
    const referred = await newCandidate(t);
    const applied = await applyWith(referred.agent, jobs[0]!.id, (await tokenOf(id)).token);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await statuses(first.agent)).toContainEqual([id, 'expired']);
    expect((await tokenOf(id)).applicationId).toBeNull();

    // Someone else may refer the person now; the old one stays expired.
    const again = await refer(second.agent, { position_id: jobs[0]!.id, email });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.referral.status).toBe('invited');
    expect((await tokenOf(id)).expiredAt).not.toBeNull();
    expect(await statuses(first.agent)).toContainEqual([id, 'expired']);
  });
});

describe("the referrer's news", () => {
  it('tells the referrer, in their language, when the person applies and as the stage they follow changes', async () => {
    const referrer = await newCandidate(t);
    const saved = await referrer.agent.request({
      method: 'PUT',
      url: localePaths.myLocale,
      payload: { locale: 'de' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = friend();
    const made = await refer(referrer.agent, { position_id: jobs[1]!.id, email, name: 'Robin' });
    const token = (await tokenOf(made.json().data.referral.id)).token;
    expect(await notifications(referrer.agent)).toEqual([]);

    const referred = await newCandidate(t);
    const applied = await applyWith(referred.agent, jobs[1]!.id, token);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().data.application.id as string;
    const [news] = await notifications(referrer.agent);
    expect(news).toMatchObject({
      messageKey: 'referralApplied',
      messageParams: { name: 'Robin', positionName: jobs[1]!.title },
      message: `Robin hat sich über Ihre Empfehlung auf ${jobs[1]!.title} beworben.`,
      redirectUrl: '/careers/dashboard?tab=referrals',
    });
    // The referred person is told nothing about the referrer's news, and vice versa.
    expect((await notifications(referred.agent)).some((x) => x.messageKey?.startsWith('referral'))).toBe(
      false,
    );

    const move = (status: string) =>
      admin.post(`/api/admin/applications/${applicationId}/status`, { status });
    expect((await move('interviewing')).statusCode).toBe(200);
    expect((await notifications(referrer.agent))[0]).toMatchObject({
      messageKey: 'referralStatusChanged',
      messageParams: { status: 'interviewing' },
      message: `Die Bewerbung von Robin auf ${jobs[1]!.title}, die Sie empfohlen haben, ist jetzt: Im Gespräch.`,
    });
    // A rejection reads only "closed".
    expect((await move('rejected')).statusCode).toBe(200);
    const [closed] = await notifications(referrer.agent);
    expect(closed).toMatchObject({ messageKey: 'referralClosed', messageParams: { status: 'closed' } });
    expect(closed!.message).not.toMatch(/abgelehnt|nicht ausgewählt/i);
    expect(await notifications(referrer.agent)).toHaveLength(3);

    // Emailed too (email is on by default), in German.
    const mails = await mailsTo(t, referrer.email);
    expect(mails.map((m) => m.textBody).join('\n')).toContain('Robin hat sich über Ihre Empfehlung');
  });
});
