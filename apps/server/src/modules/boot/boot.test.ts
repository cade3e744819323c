import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('boot data and tenant choice', () => {
  it('gives the default tenant, its full configuration with defaults, an anonymous user and a token', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/boot' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.tenant).toEqual({ domain: 'northwind.example', name: 'Northwind Labs' });
    expect(data.config.pcsxConfig.branding.companyName).toBe('Northwind Labs');
    expect(data.config.loginSignupConfig.candidateLoginEnabled).toBe(true);
    expect(data.config.termsOfService.submitButtonText).toBe('Accept');
    expect(data.config.pcsxConfig.dashboardConfig.tabs).toEqual([
      'applications',
      'interviews',
      'savedPositions',
      'events',
      'offers',
    ]);
    expect(data.user).toMatchObject({ isLoggedIn: false, profile: null });
    expect(data.csrfToken.length).toBeGreaterThan(10);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('chooses the tenant by the domain parameter, then the Host header', async () => {
    const byParam = await t.app.inject({ url: '/api/pcsx/boot?domain=other.example' });
    expect(byParam.json().data.tenant.name).toBe('Other Company');
    const byHost = await t.app.inject({ url: '/api/pcsx/boot', headers: { host: 'other.example:3000' } });
    expect(byHost.json().data.tenant.name).toBe('Other Company');
    const unknownHost = await t.app.inject({ url: '/api/pcsx/boot', headers: { host: 'unknown.example' } });
    expect(unknownHost.json().data.tenant.name).toBe('Northwind Labs');
  });

  it('answers 404 with a clear message for an unknown domain parameter', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/boot?domain=nope.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_TENANT', message: 'Unknown site: nope.example' });
  });

  it('serves the page HTML with the CSRF meta value, language and title of the tenant', async () => {
    const res = await t.app.inject({ url: '/careers/dashboard?domain=other.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    expect(res.body).toContain('<title>Careers at Other Company</title>');
    const root = await t.app.inject({ url: '/?domain=other.example' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/careers?domain=other.example');
  });

  it('answers health and readiness without a tenant', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    await t.app.searchIndex.start();
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('is ready only once start-up work is done, and names what it still waits for', async () => {
    await t.app.searchIndex.start();
    let finish!: () => void;
    t.app.readiness.holdUntil('warm-up', new Promise<void>((resolve) => (finish = resolve)));
    const starting = await t.app.inject({ url: '/readyz' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting', waitingFor: ['warm-up'] });
    // Liveness is not readiness: the process answers all along.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with every API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/pcsx/boot', '/api/auth/login', '/api/auth/signup', '/vslog']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('first visit without cookies', () => {
  it('hands out one secret, so the token in boot data works for the next POST', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/boot' });
    const setCookies = [res.headers['set-cookie']].flat().filter((c) => String(c).startsWith('oc_csrf='));
    expect(setCookies).toHaveLength(1);
    const cookie = String(setCookies[0]).split(';')[0]!;
    const token = res.json().data.csrfToken;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-csrf-token': token },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('names the company after the tenant when branding does not say otherwise', async () => {
    const other = await t.app.inject({ url: '/api/pcsx/boot?domain=other.example' });
    expect(other.json().data.config.pcsxConfig.branding.companyName).toBe('Other Company');
  });
});
