import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn, newCandidate } from '../notifications/test-helpers.ts';
import { goodAnswers, openPositions } from './applications-test-kit.ts';

/* Issue 20 item 6: the tracked parameters a candidate arrived with travel with the application. */

let t: TestApp;
let admin: HttpAgent;
let positionIds: string[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '1000' });
  admin = (await loggedIn(t, demoTenant.admin.email, demoTenant.admin.password)).agent;
  positionIds = (await openPositions(t)).map((p) => p.id);
});
afterAll(() => t.close());

const applyWith = (agent: HttpAgent, positionId: string, attribution: unknown) =>
  agent.post('/api/pcsx/applications', { position_id: positionId, values: goodAnswers(), attribution });

const applicationCount = async () => (await t.database.db.select({ n: count() }).from(applications))[0]!.n;

describe('application attribution', () => {
  it('stores the tracked parameters, trimmed, and shows them to the company admin', async () => {
    const { agent } = await newCandidate(t);
    const res = await applyWith(agent, positionIds[0]!, {
      utm_source: '  newsletter ',
      utm_campaign: 'spring-2026',
      referral_token: 'r-123',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.application.id;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.attribution).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring-2026',
      referral_token: 'r-123',
    });
    const detail = (await admin.get(`/api/admin/applications/${id}`)).json().data.application;
    expect(detail.attribution).toEqual(row!.attribution);
  });

  it('stores nothing when the visit had no source', async () => {
    const { agent } = await newCandidate(t);
    const res = await agent.post('/api/pcsx/applications', {
      position_id: positionIds[1]!,
      values: goodAnswers(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await admin.get(`/api/admin/applications/${res.json().data.application.id}`)).json().data
      .application;
    expect(detail.attribution).toEqual({});
  });

  it.each([
    ['an unknown name', { gclid: 'abc' }],
    ['a value over 200 characters', { utm_source: 'x'.repeat(201) }],
    ['a control character', { source: 'a\u0007b' }],
    ['a bidirectional override', { src: 'evil\u202Etxt' }],
    ['an empty value', { ref_src: '   ' }],
    ['a number', { microsite: 5 }],
  ])('refuses %s with 400 and records nothing', async (_name, attribution) => {
    const { agent } = await newCandidate(t);
    const before = await applicationCount();
    const res = await applyWith(agent, positionIds[2]!, attribution);
    expect(res.statusCode, res.body).toBe(400);
    expect(await applicationCount()).toBe(before);
  });
});
