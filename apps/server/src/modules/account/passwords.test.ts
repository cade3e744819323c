import { accountMessages, accountPaths } from '@opencareers/contracts/account';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a sturdy passphrase';

async function login(email: string, password: string) {
  const agent = new HttpAgent(t.app);
  await agent.boot();
  const res = await agent.post('/api/auth/login', { email, password });
  return { agent, status: res.statusCode };
}

const sessionCount = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt));

const tokenFrom = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('change password', () => {
  it('needs the current password, applies the policy, keeps this session and ends the others', async () => {
    const me = await newCandidate(t);
    const other = await login(me.email, PASSWORD);
    expect(other.status).toBe(200);
    expect(await sessionCount(me.userId)).toBe(2);
    const sidBefore = me.agent.cookie('oc_session');

    const wrong = await me.agent.post(accountPaths.changePassword, {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: accountMessages.wrongCurrentPassword });

    const common = await me.agent.post(accountPaths.changePassword, {
      currentPassword: PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      fieldErrors: { newPassword: expect.any(String) },
    });
    expect(await sessionCount(me.userId)).toBe(2);

    const ok = await me.agent.post(accountPaths.changePassword, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(ok.statusCode).toBe(200);
    expect(me.agent.cookie('oc_session')).not.toBe(sidBefore);
    expect((await me.agent.boot()).user.isLoggedIn).toBe(true);
    expect((await other.agent.boot()).user.isLoggedIn).toBe(false);
    expect(await sessionCount(me.userId)).toBe(1);

    expect((await login(me.email, PASSWORD)).status).toBe(401);
    expect((await login(me.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('answers 401 when logged out', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const res = await agent.post(accountPaths.changePassword, {
      currentPassword: 'x',
      newPassword: 'long enough pass',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and emails only the known one', async () => {
    const me = await newCandidate(t);
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const known = await agent.post(accountPaths.forgotPassword, { email: me.email.toUpperCase() });
    const unknown = await agent.post(accountPaths.forgotPassword, { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data.message).toBe(accountMessages.resetRequested);
    expect(await mailsTo('nobody.here@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(me.email);
    expect(mail!.subject).toMatch(/Reset your password/);
    const token = tokenFrom(mail!.textBody);
    expect(token).toBeTruthy();
    // Only a hash is stored.
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, me.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token!);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('resets the password once, ends every session, and refuses the token the second time', async () => {
    const me = await newCandidate(t);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    await anon.post(accountPaths.forgotPassword, { email: me.email });
    const token = tokenFrom((await mailsTo(me.email))[0]!.textBody)!;

    const weak = await anon.post(accountPaths.resetPassword, { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    // A refused password does not use the token up.
    const ok = await anon.post(accountPaths.resetPassword, { token, password: 'my reset passphrase' });
    expect(ok.statusCode).toBe(200);
    expect((await me.agent.boot()).user.isLoggedIn).toBe(false);
    expect(await sessionCount(me.userId)).toBe(0);

    const again = await anon.post(accountPaths.resetPassword, { token, password: 'another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: accountMessages.badResetToken });
    expect((await login(me.email, 'another passphrase')).status).toBe(401);
    expect((await login(me.email, 'my reset passphrase')).status).toBe(200);
  });

  it('refuses an expired token, an unknown one, and an older link once a newer one was used', async () => {
    const me = await newCandidate(t);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    await anon.post(accountPaths.forgotPassword, { email: me.email });
    await anon.post(accountPaths.forgotPassword, { email: me.email });
    const [newer, older] = (await mailsTo(me.email)).map((m) => tokenFrom(m.textBody)!);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, me.userId));
    const expired = await anon.post(accountPaths.resetPassword, {
      token: newer,
      password: 'my reset passphrase',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(passwordResetTokens.userId, me.userId));
    expect(
      (await anon.post(accountPaths.resetPassword, { token: newer, password: 'my reset passphrase' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await anon.post(accountPaths.resetPassword, { token: older, password: 'my other passphrase' }))
        .statusCode,
    ).toBe(400);
    const unknown = await anon.post(accountPaths.resetPassword, {
      token: 'A'.repeat(43),
      password: 'my reset passphrase',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await login(me.email, PASSWORD)).status).toBe(401);
  });

  it('does not cross tenants: a token from one site does nothing on another', async () => {
    const me = await newCandidate(t);
    const anon = new HttpAgent(t.app);
    await anon.boot();
    await anon.post(accountPaths.forgotPassword, { email: me.email });
    const token = tokenFrom((await mailsTo(me.email))[0]!.textBody)!;
    const elsewhere = new HttpAgent(t.app, { query: { domain: 'other.example' } });
    await elsewhere.boot();
    expect(
      (await elsewhere.post(accountPaths.resetPassword, { token, password: 'my reset passphrase' }))
        .statusCode,
    ).toBe(400);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, me.userId)));
    expect(rows[0]!.usedAt).toBeNull();
  });
});
