import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { HttpAgent } from '../test/http-agent.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const signup = {
  email: 'csrf@example.com',
  password: 'a long enough password',
  firstname: 'C',
  lastname: 'S',
};

describe('CSRF', () => {
  it('refuses a state-changing request without a token with 403 and changes nothing', async () => {
    const before = await userCount();
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const res = await agent.post('/api/auth/signup', signup, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-invalid-csrf']).toBe('1');
    expect(res.json()).toMatchObject({ code: 'INVALID_CSRF' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong token, and a token without its cookie', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const wrong = await agent.post('/api/auth/signup', signup, { headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signup,
      headers: { 'x-csrf-token': agent.csrfToken },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('accepts the token from boot, and hands out a fresh one in a response header', async () => {
    const agent = new HttpAgent(t.app);
    const boot = await agent.boot();
    expect(boot.csrfToken).toEqual(expect.any(String));
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-csrf-token']).toEqual(expect.any(String));
  });

  it('guards multipart requests too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/vslog',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends CSP without inline scripts, nosniff, referrer policy and frame-ancestors', async () => {
    const res = await t.app.inject({ url: '/careers' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After after too many login attempts', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const attempt = () =>
      agent.post(
        '/api/auth/login',
        { email: 'x@example.com', password: 'wrong password' },
        {
          remoteAddress: '10.9.9.9',
        },
      );
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
