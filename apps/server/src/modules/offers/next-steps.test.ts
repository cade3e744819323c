import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, anyPositionId, candidate, makeOffer } from './offers-test-kit.ts';

let t: TestApp;
let adminAgent: HttpAgent;
let me: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  adminAgent = await admin(t);
  me = await candidate(t);
});
afterAll(() => t.close());

const put = (agent: HttpAgent, body: unknown) =>
  agent.request({ method: 'PUT', url: '/api/admin/next-steps', payload: body as object });
const mine = async (id: string) => (await me.get(`/api/offer/${id}`)).json().data.offer;

describe("the company's “what happens next” text", () => {
  it('is shown to the candidate when the offer has none of its own; empty goes back to the standard', async () => {
    expect((await adminAgent.get('/api/admin/next-steps')).json().data).toEqual({
      text: null,
      updated_at: null,
    });
    const offer = await makeOffer(t, adminAgent);
    expect((await mine(offer.id)).next_steps).toBeNull();

    const saved = await put(adminAgent, { text: '  Your manager will call you.\nBring a photo ID.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.text).toBe('Your manager will call you.\nBring a photo ID.');
    const body = await multipart({ signature_name: 'Jordan Rivera', agreed: 'true' });
    await me.post(`/api/offer/offers/${offer.id}/accept`, body.payload, { headers: body.headers });
    expect((await mine(offer.id)).next_steps).toBe('Your manager will call you.\nBring a photo ID.');
    const listed = (await me.get('/api/offer/offers'))
      .json()
      .data.offers.find((o: { id: string }) => o.id === offer.id);
    expect(listed.next_steps).toBe('Your manager will call you.\nBring a photo ID.');

    // An offer's own text wins over the company's.
    const own = await adminAgent.post('/api/admin/offers', {
      candidate_email: 'candidate@northwind.example',
      position_id: await anyPositionId(t),
      next_steps: 'Only for this offer.',
    });
    const ownId = own.json().data.offer.id;
    await adminAgent.post(`/api/admin/offers/${ownId}/extend`, {});
    expect((await mine(ownId)).next_steps).toBe('Only for this offer.');

    expect((await put(adminAgent, { text: '   ' })).json().data.text).toBeNull();
    expect((await mine(offer.id)).next_steps).toBeNull();
  });

  it('refuses bad input with a clean 4xx and keeps the text; a candidate cannot change it', async () => {
    await put(adminAgent, { text: 'Kept.' });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            text: fc.oneof(
              fc.integer(),
              fc.boolean(),
              // Anything but a string or null (those are valid texts).
              fc.jsonValue().filter((v) => typeof v !== 'string' && v !== null),
              // Trimmed server-side: too long even after trimming.
              fc.string({ minLength: 2001, maxLength: 2100 }).filter((v) => v.trim().length > 2000),
            ),
          }),
          fc.record({ text: fc.string({ maxLength: 40 }).map((s) => `a\u0007${s}`) }),
          fc.record({ text: fc.constant('x'), extra: fc.jsonValue() }),
          fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
        ),
        async (body) => {
          const res = await put(adminAgent, body);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
    expect((await put(me, { text: 'Hijacked' })).statusCode).toBe(403);
    expect((await adminAgent.get('/api/admin/next-steps')).json().data.text).toBe('Kept.');
  }, 120_000);
});
