import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bootLocale = async (agent: HttpAgent) => (await agent.get('/api/pcsx/boot')).json().data.user.locale;

describe('PUT /api/pcsx/locale (issue 21)', () => {
  it('saves the signed-in user’s language in its registered spelling; boot returns it', async () => {
    const { agent } = await newCandidate(t);
    expect(await bootLocale(agent)).toBeNull();
    const res = await agent.request({
      method: 'PUT',
      url: '/api/pcsx/locale',
      payload: { locale: ' pt_br ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { locale: 'pt-BR' } });
    expect(await bootLocale(agent)).toBe('pt-BR');
  });

  it('forgets the choice with null', async () => {
    const { agent } = await newCandidate(t);
    await agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'ar' } });
    expect(await bootLocale(agent)).toBe('ar');
    const res = await agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bootLocale(agent)).toBeNull();
  });

  it('refuses a language the site does not offer, and changes nothing', async () => {
    const { agent } = await newCandidate(t);
    await agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    const res = await agent.request({
      method: 'PUT',
      url: '/api/pcsx/locale',
      payload: { locale: 'klingon' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not one the site offers');
    expect(await bootLocale(agent)).toBe('de');
  });

  it('keeps each user’s choice their own', async () => {
    const a = await newCandidate(t);
    const b = await newCandidate(t);
    await a.agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    expect(await bootLocale(b.agent)).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    const visitor = new HttpAgent(t.app);
    await visitor.boot();
    const res = await visitor.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    expect(res.statusCode).toBe(401);
  });
});
