import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { tenantRepository } from '../tenants/repository.ts';
import { TenantService } from '../tenants/service.ts';

let t: TestApp;
let termsTenantId: string;
const domain = 'terms.example';
const termsConfig = (version: string) => ({
  termsOfService: {
    enabled: true,
    version,
    headingText: 'Candidate terms',
    disclaimerText: 'We keep your data for 2 years.',
    infoText: 'Read these before you continue.',
    helperText: 'Questions? Write to privacy@terms.example.',
  },
});
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  termsTenantId = (
    await new TenantService(t.database.db, 0).create({
      domain,
      name: 'Terms Co',
      config: termsConfig('2026-01'),
    })
  ).id;
});
afterAll(() => t.close());
// The server suite shares one module graph per worker (isolate: false): a failed assertion must
// not leave the clock faked for the next test file.
afterEach(() => {
  vi.useRealTimers();
});

describe('terms of service', () => {
  it('reads the texts at data.data, not attested until accepted, and records the version', async () => {
    const { agent } = await newCandidate(t, domain);
    const before = await agent.get('/api/pcsx/terms_of_service');
    expect(before.statusCode).toBe(200);
    expect(before.json().data.data).toEqual({
      enabled: true,
      version: '2026-01',
      tosAttested: false,
      acceptedAt: null,
      headingText: 'Candidate terms',
      disclaimerText: 'We keep your data for 2 years.',
      infoText: 'Read these before you continue.',
      helperText: 'Questions? Write to privacy@terms.example.',
      submitButtonText: 'Accept',
    });
    const accepted = await agent.post('/api/pcsx/terms_of_service', { version: '2026-01' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.data).toMatchObject({ tosAttested: true, acceptedAt: expect.any(String) });
    const again = await agent.post('/api/pcsx/terms_of_service', {});
    expect(again.json().data.data.acceptedAt).toBe(accepted.json().data.data.acceptedAt);
    expect((await agent.get('/api/pcsx/terms_of_service')).json().data.data.tosAttested).toBe(true);
  });

  it('asks again when a new version is published, and refuses accepting the old one', async () => {
    const { agent } = await newCandidate(t, domain);
    await agent.post('/api/pcsx/terms_of_service', {});
    await tenantRepository.updateConfig(t.database.db, termsTenantId, termsConfig('2026-02'));
    // Tenants are cached for a few seconds per process: move the clock past that.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const now = (await agent.get('/api/pcsx/terms_of_service')).json().data.data;
    expect(now).toMatchObject({ version: '2026-02', tosAttested: false });
    const stale = await agent.post('/api/pcsx/terms_of_service', { version: '2026-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'The terms of service have changed. Read the new version before accepting.',
    });
    expect((await agent.get('/api/pcsx/terms_of_service')).json().data.data.tosAttested).toBe(false);
    expect(
      (await agent.post('/api/pcsx/terms_of_service', { version: '2026-02' })).json().data.data.tosAttested,
    ).toBe(true);
  });

  it('requires login to accept; refuses when the site has no terms; keeps users apart', async () => {
    const anonymous = new HttpAgent(t.app, { query: { domain } });
    await anonymous.boot();
    expect((await anonymous.get('/api/pcsx/terms_of_service')).json().data.data.tosAttested).toBe(false);
    expect((await anonymous.post('/api/pcsx/terms_of_service', {})).statusCode).toBe(401);

    const onDemo = await newCandidate(t);
    const off = await onDemo.agent.post('/api/pcsx/terms_of_service', {});
    expect(off.statusCode).toBe(409);
    expect((await onDemo.agent.get('/api/pcsx/terms_of_service')).json().data.data.enabled).toBe(false);

    const a = await newCandidate(t, domain);
    const b = await newCandidate(t, domain);
    await a.agent.post('/api/pcsx/terms_of_service', {});
    expect((await b.agent.get('/api/pcsx/terms_of_service')).json().data.data.tosAttested).toBe(false);
    expect((await a.agent.post('/api/pcsx/terms_of_service', { version: 7 })).statusCode).toBe(400);
  });
});
