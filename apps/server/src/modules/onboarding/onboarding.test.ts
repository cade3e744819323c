import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
const domain = 'onboard.example';
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await new TenantService(t.database.db, 0).create({
    domain,
    name: 'Onboard Co',
    config: { onboarding: { enabled: true, bootstrappingConfig: { title: 'Setting up your profile' } } },
  });
});
afterAll(() => t.close());

describe('onboarding', () => {
  it('starts not onboarded; POST onboards, bootstraps and welcomes the candidate once', async () => {
    const { agent } = await newCandidate(t, domain);
    expect((await agent.get('/api/pcsx/onboarding')).json()).toEqual({
      data: {
        enabled: true,
        isOnboarded: false,
        isBootstrapped: false,
        bootstrappingConfig: { title: 'Setting up your profile' },
      },
    });
    const res = await agent.post('/api/pcsx/onboarding');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isOnboarded: true, isBootstrapped: true });
    expect((await agent.post('/api/pcsx/onboarding')).statusCode).toBe(200);
    const list = (await agent.get('/api/pcsx/notifications')).json().data.notifications;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      categoryTitle: 'Welcome',
      message: 'Welcome to Onboard Co careers! Complete your profile so our recruiters get to know you.',
      redirectUrl: '/careers/profile',
    });
  });

  it('keeps candidates apart and requires login', async () => {
    const a = await newCandidate(t, domain);
    const b = await newCandidate(t, domain);
    await a.agent.post('/api/pcsx/onboarding');
    expect((await b.agent.get('/api/pcsx/onboarding')).json().data.isOnboarded).toBe(false);
    const anonymous = new HttpAgent(t.app, { query: { domain } });
    await anonymous.boot();
    expect((await anonymous.post('/api/pcsx/onboarding')).statusCode).toBe(401);
    expect((await anonymous.get('/api/pcsx/onboarding')).statusCode).toBe(401);
  });

  it('reports onboarding as off on a site that does not use it', async () => {
    const { agent } = await newCandidate(t);
    expect((await agent.get('/api/pcsx/onboarding')).json().data).toMatchObject({
      enabled: false,
      isOnboarded: false,
    });
  });
});

describe('the onboarding form’s draft (issue 18)', () => {
  const values = {
    headline: 'Data analyst',
    phone: '+1 202 555 0143',
    location: 'Boston',
    skills: ['SQL', 'Python'],
    workPlaces: ['remote'],
    employmentTypes: ['full_time'],
  };

  it('keeps the answers typed so far for the candidate, on any device, until removed', async () => {
    const { agent, email } = await newCandidate(t, domain);
    expect((await agent.get('/api/pcsx/onboarding/draft')).json().data.draft).toBeNull();
    const saved = await agent.request({
      method: 'PUT',
      url: '/api/pcsx/onboarding/draft',
      payload: { values },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A second device: another login of the same candidate reads the same draft.
    const other = (await loggedIn(t, email, 'a sturdy passphrase', domain)).agent;
    const read = (await other.get('/api/pcsx/onboarding/draft')).json().data.draft;
    expect(read.values).toEqual(values);
    expect(typeof read.updated_at).toBe('string');
    // Another candidate sees none of it.
    const b = await newCandidate(t, domain);
    expect((await b.agent.get('/api/pcsx/onboarding/draft')).json().data.draft).toBeNull();
    expect((await agent.request({ method: 'DELETE', url: '/api/pcsx/onboarding/draft' })).statusCode).toBe(
      204,
    );
    expect((await other.get('/api/pcsx/onboarding/draft')).json().data.draft).toBeNull();
  });

  it('refuses answers that are not the form’s, and visitors, changing nothing', async () => {
    const { agent } = await newCandidate(t, domain);
    await agent.request({ method: 'PUT', url: '/api/pcsx/onboarding/draft', payload: { values } });
    for (const bad of [
      { ssn: '123-45-6789' },
      { headline: 'x'.repeat(201) },
      { workPlaces: ['moon'] },
      { skills: 'SQL' },
      null,
    ]) {
      const res = await agent.request({
        method: 'PUT',
        url: '/api/pcsx/onboarding/draft',
        payload: { values: bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await agent.get('/api/pcsx/onboarding/draft')).json().data.draft.values).toEqual(values);
    const anonymous = new HttpAgent(t.app, { query: { domain } });
    await anonymous.boot();
    expect((await anonymous.get('/api/pcsx/onboarding/draft')).statusCode).toBe(401);
    expect(
      (await anonymous.request({ method: 'PUT', url: '/api/pcsx/onboarding/draft', payload: { values } }))
        .statusCode,
    ).toBe(401);
  });
});
