import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDocuments, offers } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { admin, anyPositionId, candidate } from './offers-test-kit.ts';

/* Issue 16 item 4: what the offer gives (pay, start, place, manager, respond-by) and "what happens next". */

let t: TestApp;
let boss: HttpAgent;
let me: HttpAgent;
let positionId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  boss = await admin(t);
  me = await candidate(t);
  positionId = await anyPositionId(t);
});
afterAll(() => t.close());

const respondBy = new Date(Date.now() + 5 * 86_400_000).toISOString();
const valid = () => ({
  candidate_email: demoTenant.candidate.email,
  position_id: positionId,
  pay_amount: 98000,
  pay_currency: 'EUR',
  pay_period: 'year',
  start_date: '2027-03-01',
  expires_at: respondBy,
  place: '  Berlin office, Torstraße 1 ',
  hiring_manager: 'Ana Müller',
  next_steps: 'Your manager will call you within two days.\nBring your ID on day one.',
});

const snapshot = async () =>
  Promise.all(
    [offers, offerDocuments].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

describe('the terms of an offer', () => {
  it('are stored when the admin creates it and shown to the candidate once extended', async () => {
    const created = await boss.post('/api/admin/offers', valid());
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().data.offer;
    expect(offer).toMatchObject({
      pay_amount: 98000,
      pay_currency: 'EUR',
      pay_period: 'year',
      start_date: '2027-03-01',
      place: 'Berlin office, Torstraße 1',
      hiring_manager: 'Ana Müller',
    });
    // A draft is the company's own: the candidate cannot see it yet.
    expect((await me.get(`/api/offer/${offer.id}`)).statusCode).toBe(404);

    const extended = await boss.post(`/api/admin/offers/${offer.id}/extend`, {});
    expect(extended.statusCode, extended.body).toBe(200);
    const seen = await me.get(`/api/offer/${offer.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const mine = seen.json().data.offer;
    expect(mine.terms).toEqual({
      pay_amount: 98000,
      pay_currency: 'EUR',
      pay_period: 'year',
      start_date: '2027-03-01',
      place: 'Berlin office, Torstraße 1',
      hiring_manager: 'Ana Müller',
    });
    expect(mine.expires_at).toBe(respondBy);
    expect(mine.next_steps).toBe('Your manager will call you within two days.\nBring your ID on day one.');
  });

  it('leaves out what the admin did not give (empty text is none), and "what happens next" falls back to the standard text', async () => {
    const { pay_amount, pay_currency, pay_period, ...rest } = valid();
    const created = await boss.post('/api/admin/offers', {
      ...rest,
      place: '   ',
      hiring_manager: null,
      next_steps: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.offer.id;
    await boss.post(`/api/admin/offers/${id}/extend`, {});
    const mine = (await me.get(`/api/offer/${id}`)).json().data.offer;
    expect(mine.terms).toMatchObject({
      pay_amount: null,
      pay_currency: null,
      place: null,
      hiring_manager: null,
    });
    expect(mine.next_steps).toBeNull();
  });
});

describe('bad terms', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an amount without currency', { pay_currency: null }, 'pay_currency'],
    ['an amount without period', { pay_period: null }, 'pay_period'],
    ['a currency without amount', { pay_amount: null, pay_period: null }, 'pay_amount'],
    ['a lower-case currency', { pay_currency: 'eur' }, 'pay_currency'],
    ['a negative amount', { pay_amount: -1 }, 'pay_amount'],
    ['a day that does not exist', { start_date: '2027-02-30' }, 'start_date'],
    ['a place too long', { place: 'x'.repeat(201) }, 'place'],
    ['a manager with a control character', { hiring_manager: 'Ana\u0007' }, 'hiring_manager'],
    ['a next-steps text too long', { next_steps: 'x'.repeat(2001) }, 'next_steps'],
    ['a respond-by that is not a date', { expires_at: 'next friday' }, 'expires_at'],
  ];
  it.each(cases)('refuses %s with a 400 naming the field, and creates nothing', async (_, change, field) => {
    const before = await snapshot();
    const res = await boss.post('/api/admin/offers', { ...valid(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(typeof res.json().message).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  it('answers generated terms that break a rule with a clean 4xx and stores nothing', async () => {
    const before = await snapshot();
    const bad = fc.oneof(
      fc.record({
        pay_amount: fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.string()),
      }),
      fc.record({ pay_currency: fc.string().filter((s) => !/^[A-Z]{3}$/.test(s)) }),
      fc.record({ pay_period: fc.string().filter((s) => !['year', 'month', 'hour'].includes(s)) }),
      fc.record({ start_date: fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)) }),
      fc.record({
        place: fc.oneof(
          fc.string({ minLength: 201, maxLength: 400 }).filter((s) => s.trim().length > 200),
          fc.integer(),
        ),
      }),
      fc.record({ hiring_manager: fc.oneof(fc.constant('a\u0007b'), fc.array(fc.string())) }),
      fc.record({
        next_steps: fc.oneof(
          fc.string({ minLength: 2001, maxLength: 2100 }).filter((s) => s.trim().length > 2000),
          fc.boolean(),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (change) => {
        const res = await boss.post('/api/admin/offers', { ...valid(), ...change });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
    expect(await snapshot()).toEqual(before);
  });
});
