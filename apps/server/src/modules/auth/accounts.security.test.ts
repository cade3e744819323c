import { readFileSync } from 'node:fs';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { breachedListPath, breachedListSize, isBreachedPassword } from './breached-passwords.ts';
import { isCommonPassword } from './common-passwords.ts';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength.ts';

/* issue 13 item 10: password quality, per-account login throttling and __Host- cookies. */

describe('new passwords', () => {
  it('bundles a breach list of at least 100,000 passwords', () => {
    expect(breachedListSize()).toBeGreaterThanOrEqual(100_000);
  });

  it('refuses aaaaaaaa, list entries and guessable passwords; accepts passphrases', () => {
    for (const weak of ['aaaaaaaa', 'password123', 'Password123', 'qwertyuiop', '12345678x', 'abcdefgh1'])
      expect({ weak, refused: isCommonPassword(weak) }).toEqual({ weak, refused: true });
    for (const fine of ['a sturdy passphrase', 'Demo-Candidate-2026', 'correct horse battery staple'])
      expect({ fine, refused: isCommonPassword(fine) }).toEqual({ fine, refused: false });
  });

  it('refuses a breached password that the strength estimate alone would accept', () => {
    const lines = readFileSync(breachedListPath(), 'latin1').split('\n').reverse();
    const strongButBreached = lines.find((w) => w.length >= 12 && passwordScore(w) >= MIN_PASSWORD_SCORE);
    expect(strongButBreached).toBeDefined();
    expect(isBreachedPassword(strongButBreached!)).toBe(true);
    expect(isCommonPassword(strongButBreached!)).toBe(true);
    expect(isBreachedPassword('a sturdy passphrase nobody used')).toBe(false);
  });

  it("counts the user's own name and email as known words", () => {
    expect(isCommonPassword('MaximilianRosenthal')).toBe(false);
    expect(isCommonPassword('MaximilianRosenthal', ['Maximilian', 'Rosenthal'])).toBe(true);
  });
});

describe('sign-up and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      LOGIN_ACCOUNT_MAX_FAILURES: '3',
      LOGIN_ACCOUNT_WINDOW_MINUTES: '15',
    });
  }, 240_000);
  afterAll(() => t.close());

  const fromAddress = (ip: string) => {
    const agent = new HttpAgent(t.app);
    const request = agent.request.bind(agent);
    agent.request = (opts) => request({ ...opts, remoteAddress: ip });
    return agent;
  };

  it('answers 400 WEAK_PASSWORD for aaaaaaaa at sign-up, and creates nothing', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const body = { email: 'weak@example.com', firstname: 'Wen', lastname: 'Weak' };
    const res = await agent.post('/api/auth/signup', { ...body, password: 'aaaaaaaa' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: errorCodes.weakPassword,
      fieldErrors: { password: expect.any(String) },
    });
    const login = await agent.post('/api/auth/login', { email: body.email, password: 'aaaaaaaa' });
    expect(login.statusCode).toBe(401);
  });

  it('throttles one account across addresses, and answers the same for an unknown email', async () => {
    const email = 'candidate@northwind.example';
    for (const target of [email, 'nobody-here@example.com']) {
      for (let i = 0; i < 3; i++) {
        const agent = fromAddress(`10.0.${i}.${target.length}`);
        await agent.boot();
        const res = await agent.post('/api/auth/login', { email: target, password: `wrong guess ${i}` });
        expect(res.statusCode).toBe(401);
      }
      const fresh = fromAddress('10.9.9.9');
      await fresh.boot();
      const blocked = await fresh.post('/api/auth/login', { email: target, password: 'Demo-Candidate-2026' });
      expect({ target, status: blocked.statusCode }).toEqual({ target, status: 429 });
      expect(blocked.json().code).toBe(errorCodes.rateLimited);
      expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    }
    // Other accounts are not affected.
    const other = fromAddress('10.9.9.9');
    await other.boot();
    expect(
      (await other.post('/api/auth/login', { email: 'admin@northwind.example', password: 'Demo-Admin-2026' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('cookies', () => {
  it('uses __Host- names with Secure, Path=/ and no Domain when served securely', async () => {
    const t = await createTestApp({
      COOKIE_SECURE: 'true',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    try {
      const agent = new HttpAgent(t.app);
      const request = agent.request.bind(agent);
      agent.request = (opts) =>
        request({ ...opts, headers: { ...(opts.headers as object), 'x-forwarded-proto': 'https' } });
      const boot = await agent.request({ url: '/api/pcsx/boot' });
      const login = await agent.post('/api/auth/login', {
        email: 'candidate@northwind.example',
        password: 'Demo-Candidate-2026',
      });
      expect(login.statusCode).toBe(200);
      const cookies = [...boot.cookies, ...login.cookies];
      const names = cookies.map((c) => c.name);
      expect(names).toContain('__Host-oc_csrf');
      expect(names).toContain('__Host-oc_session');
      for (const c of cookies) {
        expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true });
        expect(c.domain).toBeUndefined();
      }
      expect((await agent.get('/api/pcsx/boot')).json().data.user.isLoggedIn).toBe(true);
    } finally {
      await t.close();
    }
  });
});
