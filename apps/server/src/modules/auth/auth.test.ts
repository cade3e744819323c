import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newCandidate = (n: number) => ({
  email: `Person.${n}@Example.com`,
  password: 'correct horse battery staple',
  firstname: 'Sam',
  lastname: `Tester${n}`,
});

describe('sign up, log in, log out', () => {
  it('signs up, is logged in at once, and the email is stored lower-cased', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const res = await agent.post('/api/auth/signup', newCandidate(1));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ isLoggedIn: true, role: 'candidate' });
    expect(res.json().data.user.profile).toMatchObject({
      email: 'person.1@example.com',
      fullname: 'Sam Tester1',
    });
    const boot = await agent.boot();
    expect(boot.user.isLoggedIn).toBe(true);
    expect(boot.user.profile.firstname).toBe('Sam');
  });

  it('refuses a second account with the same email (any case) with 409', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    expect((await agent.post('/api/auth/signup', newCandidate(2))).statusCode).toBe(201);
    const again = new HttpAgent(t.app);
    await again.boot();
    const res = await again.post('/api/auth/signup', { ...newCandidate(2), email: 'PERSON.2@example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: { email: expect.any(String) } });
  });

  it('rejects common passwords and short ones with field errors', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const common = await agent.post('/api/auth/signup', { ...newCandidate(3), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      fieldErrors: { password: expect.any(String) },
    });
    const short = await agent.post('/api/auth/signup', { ...newCandidate(3), password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toBe('Use at least 8 characters');
  });

  it('logs in with the demo candidate, rotates the session id, and logs out', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const first = await agent.post('/api/auth/login', demoTenant.candidate);
    expect(first.statusCode).toBe(200);
    const sid1 = agent.cookie('oc_session');
    expect(sid1).toBeTruthy();
    const second = await agent.post('/api/auth/login', demoTenant.candidate);
    expect(second.statusCode).toBe(200);
    expect(agent.cookie('oc_session')).not.toBe(sid1);

    const cookieHeader = first.headers['set-cookie'];
    expect(String(cookieHeader)).toMatch(/HttpOnly/);
    expect(String(cookieHeader)).toMatch(/SameSite=Lax/);

    const out = await agent.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await agent.boot()).user.isLoggedIn).toBe(false);
  });

  it('a session id from before login is worthless after it (fixation)', async () => {
    const attacker = new HttpAgent(t.app);
    await attacker.boot();
    await attacker.post('/api/auth/login', demoTenant.candidate);
    await attacker.post('/api/auth/logout');
    const stale = attacker.cookie('oc_session');
    const res = await t.app.inject({ url: '/api/pcsx/boot', headers: { cookie: `oc_session=${stale}` } });
    expect(res.json().data.user.isLoggedIn).toBe(false);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const wrong = await agent.post('/api/auth/login', {
      email: demoTenant.candidate.email,
      password: 'not the password',
    });
    const unknown = await agent.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect((await agent.boot()).user.isLoggedIn).toBe(false);
  });

  it('a login on one tenant does not log anybody in on another', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    await agent.post('/api/auth/login', demoTenant.candidate);
    const other = await agent.get('/api/pcsx/boot', { query: { domain: 'other.example' } });
    expect(other.json().data.user.isLoggedIn).toBe(false);
    expect(other.json().data.tenant.name).toBe('Other Company');
    const login = await agent.post('/api/auth/login', demoTenant.candidate, {
      query: { domain: 'other.example' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('idle and absolute expiry', () => {
  it('ends a session past its absolute lifetime', async () => {
    const short = await createTestApp({ SESSION_MAX_AGE_HOURS: '1' });
    try {
      const agent = new HttpAgent(short.app);
      await agent.boot();
      await agent.post('/api/auth/login', demoTenant.candidate);
      expect((await agent.boot()).user.isLoggedIn).toBe(true);
      const realNow = Date.now;
      Date.now = () => realNow() + 2 * 3_600_000;
      try {
        expect((await agent.boot()).user.isLoggedIn).toBe(false);
      } finally {
        Date.now = realNow;
      }
    } finally {
      await short.close();
    }
  });

  it('gives the cookie the idle lifetime, and a session whose stored expiry has passed is gone', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
    try {
      const agent = new HttpAgent(short.app);
      await agent.boot();
      const login = await agent.post('/api/auth/login', demoTenant.candidate);
      const setCookie = String(login.headers['set-cookie']);
      const expires = /oc_session=[^;]+;[^,]*Expires=([^;]+)/.exec(setCookie)?.[1];
      const lifetimeMin = (new Date(expires!).getTime() - Date.now()) / 60_000;
      expect(lifetimeMin).toBeGreaterThan(28);
      expect(lifetimeMin).toBeLessThan(31);
      expect((await agent.boot()).user.isLoggedIn).toBe(true);
      // Time passing is simulated by moving the stored expiry into the past.
      await short.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await agent.boot()).user.isLoggedIn).toBe(false);
    } finally {
      await short.close();
    }
  });
});

describe('login switched off', () => {
  it('refuses candidate login and sign-up with 403 when candidateLoginEnabled is false', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    await new TenantService(t.database.db, 0).create({
      domain: 'closed.example',
      name: 'Closed',
      config: { loginSignupConfig: { candidateLoginEnabled: false } },
    });
    const q = { query: { domain: 'closed.example' } };
    const signup = await agent.post('/api/auth/signup', newCandidate(9), q);
    expect(signup.statusCode).toBe(403);
    expect(signup.json().code).toBe('LOGIN_DISABLED');
  });
});
