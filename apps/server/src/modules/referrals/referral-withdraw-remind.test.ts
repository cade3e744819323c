import { referralLimits } from '@opencareers/contracts/referrals';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, referrals } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goodAnswers, openPositions } from '../applications/applications-test-kit.ts';
import { mailsTo, newCandidate } from '../notifications/test-helpers.ts';
import { TenantService } from '../tenants/service.ts';
import { sendReferralReminders } from './service.ts';

/* docs/referrals.md "Withdrawing and resending" and "Reminder". */

let t: TestApp;
let jobs: { id: string; title: string }[];
const day = 86_400_000;
const loadTenant = (id: string) => new TenantService(t.database.db, 0).byId(id);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  jobs = await openPositions(t);
});
afterAll(() => t.close());

let n = 0;
const friend = () => `withdraw.${Date.now()}.${++n}@example.com`;
const refer = async (agent: HttpAgent, email = friend(), job = jobs[0]!.id) => {
  const res = await agent.post('/api/pcsx/referrals', { position_id: job, email, name: 'Robin' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.referral.id as string, email };
};
const withdraw = (agent: HttpAgent, id: string) =>
  agent.request({ method: 'DELETE', url: `/api/pcsx/referrals/${id}` });
const resend = (agent: HttpAgent, id: string) => agent.post(`/api/pcsx/referrals/${id}/resend`, {});
const listed = async (agent: HttpAgent) =>
  ((await agent.get('/api/pcsx/dashboard/referrals')).json().data.referrals as { id: string }[]).map(
    (r) => r.id,
  );
const rowOf = async (id: string) =>
  (await t.database.db.select().from(referrals).where(eq(referrals.id, id)))[0]!;
const age = (id: string, days: number) =>
  t.database.db
    .update(referrals)
    .set({ createdAt: new Date(Date.now() - days * day) })
    .where(eq(referrals.id, id));
const allRows = async () =>
  JSON.stringify(await t.database.db.select().from(referrals).orderBy(referrals.id));
const outboxSize = async () => (await t.database.db.select({ n: count() }).from(emailOutbox))[0]!.n;

describe('withdrawing a referral', () => {
  it('takes it off the list; its link links nothing; the person can be referred again', async () => {
    const referrer = await newCandidate(t);
    const { id, email } = await refer(referrer.agent);
    const res = await withdraw(referrer.agent, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(referrer.agent)).not.toContain(id);
    expect(await rowOf(id)).toMatchObject({ withdrawnAt: expect.any(Date), expiredAt: expect.any(Date) });

    const referred = await newCandidate(t);
    const applied = await referred.agent.post('/api/pcsx/applications', {
      position_id: jobs[0]!.id,
      values: goodAnswers(),
      attribution: { referral_token: (await rowOf(id)).token },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await rowOf(id)).applicationId).toBeNull();

    // Another referrer may now refer the person to the same job.
    const other = await newCandidate(t);
    await refer(other.agent, email);
    // Withdrawing again, or resending it, finds nothing.
    expect((await withdraw(referrer.agent, id)).statusCode).toBe(404);
    expect((await resend(referrer.agent, id)).statusCode).toBe(404);
  });

  it("is the referrer's alone, and not once the person applied", async () => {
    const referrer = await newCandidate(t);
    const { id } = await refer(referrer.agent);
    const before = await allRows();
    const someoneElse = await newCandidate(t);
    expect((await withdraw(someoneElse.agent, id)).statusCode).toBe(404);
    expect((await resend(someoneElse.agent, id)).statusCode).toBe(404);
    const elsewhere = await newCandidate(t, 'other.example');
    expect((await withdraw(elsewhere.agent, id)).statusCode).toBe(404);
    const admin = await newCandidate(t);
    await admin.agent.post('/api/auth/logout', {});
    expect((await withdraw(admin.agent, id)).statusCode).toBe(401);
    expect(await allRows()).toBe(before);

    const referred = await newCandidate(t);
    await referred.agent.post('/api/pcsx/applications', {
      position_id: jobs[0]!.id,
      values: goodAnswers(),
      attribution: { referral_token: (await rowOf(id)).token },
    });
    expect((await rowOf(id)).applicationId).not.toBeNull();
    const used = await withdraw(referrer.agent, id);
    expect(used.statusCode).toBe(409);
    expect((await resend(referrer.agent, id)).statusCode).toBe(409);
    expect(await listed(referrer.agent)).toContain(id);
  });

  it('answers generated bad ids with a 400 and changes nothing', async () => {
    const referrer = await newCandidate(t);
    await refer(referrer.agent);
    const before = await allRows();
    const mails = await outboxSize();
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 60 })
          .filter((s) => !/^[0-9a-f-]{36}$/i.test(s) && !/[/?#%]/.test(s)),
        async (bad) => {
          const path = encodeURIComponent(bad);
          const a = await referrer.agent.request({ method: 'DELETE', url: `/api/pcsx/referrals/${path}` });
          const b = await referrer.agent.post(`/api/pcsx/referrals/${path}/resend`, {});
          expect(
            [a.statusCode, b.statusCode].every((s) => s >= 400 && s < 500),
            `${a.body} ${b.body}`,
          ).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
    expect(await allRows()).toBe(before);
    expect(await outboxSize()).toBe(mails);
  });
});

describe('resending the invitation', () => {
  it('sends the same link again, at most once a day; not for an expired referral', async () => {
    const referrer = await newCandidate(t);
    const { id, email } = await refer(referrer.agent);
    const first = (await mailsTo(t, email))[0]!;
    // The first email counts: no resend within a day of it.
    const early = await resend(referrer.agent, id);
    expect(early.statusCode).toBe(429);
    expect(await mailsTo(t, email)).toHaveLength(1);

    await age(id, 2);
    const again = await resend(referrer.agent, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.referral).toMatchObject({ id, status: 'invited' });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toBe(first.textBody);
    expect(mails[0]!.subject).toBe(first.subject);
    // Once a day: the resend itself counts now.
    expect((await resend(referrer.agent, id)).statusCode).toBe(429);
    await t.database.db
      .update(referrals)
      .set({ resentAt: new Date(Date.now() - day - 1000) })
      .where(eq(referrals.id, id));
    expect((await resend(referrer.agent, id)).statusCode).toBe(200);

    await age(id, referralLimits.lifetimeDays + 1);
    await t.database.db.update(referrals).set({ resentAt: null }).where(eq(referrals.id, id));
    expect((await resend(referrer.agent, id)).statusCode).toBe(409);
    expect(await mailsTo(t, email)).toHaveLength(3);
  });
});

describe('the reminder before a referral expires', () => {
  it(`reminds once, ${referralLimits.reminderDaysBeforeExpiry} days ahead, and never a used, withdrawn or expired one`, async () => {
    const referrer = await newCandidate(t);
    const due = await refer(referrer.agent);
    const early = await refer(referrer.agent);
    const withdrawn = await refer(referrer.agent);
    const expired = await refer(referrer.agent);
    const lifetime = referralLimits.lifetimeDays;
    await age(due.id, lifetime - referralLimits.reminderDaysBeforeExpiry + 0.5);
    await age(early.id, lifetime - referralLimits.reminderDaysBeforeExpiry - 0.5);
    await age(withdrawn.id, lifetime - 1);
    await withdraw(referrer.agent, withdrawn.id);
    await age(expired.id, lifetime + 0.5);

    expect(await sendReferralReminders(t.database.db, t.app.notifier, { loadTenant })).toBe(1);
    const [reminder, invitation] = await mailsTo(t, due.email);
    expect(reminder!.subject).toMatch(/^Reminder: .+ referred you to /);
    expect(reminder!.textBody).toContain('Hello Robin,');
    expect(reminder!.textBody).toContain('expires in a few days');
    expect(reminder!.textBody).toContain(`?referral_token=${(await rowOf(due.id)).token}`);
    expect(invitation!.textBody).toContain('you will get one reminder before the link expires');
    for (const other of [early, withdrawn, expired]) expect(await mailsTo(t, other.email)).toHaveLength(1);

    // Once: the next runs send nothing more.
    expect(await sendReferralReminders(t.database.db, t.app.notifier, { loadTenant })).toBe(0);
    expect(await mailsTo(t, due.email)).toHaveLength(2);
  });
});
