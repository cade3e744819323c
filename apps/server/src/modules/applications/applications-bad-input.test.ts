import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, formSubmissions } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { openPositions } from './applications-test-kit.ts';

let t: TestApp;
let me: HttpAgent;
let positionId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  me = (await newCandidate(t)).agent;
  positionId = (await openPositions(t))[0]!.id;
});
afterAll(() => t.close());

const snapshot = () =>
  Promise.all(
    [applications, applicationEvents, formSubmissions].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

describe('generated bad answers to the application form', () => {
  it('answers a clean 4xx and stores nothing', async () => {
    const before = await snapshot();
    const value = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.object(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            fullName: value,
            email: value,
            phone: value,
            resume: value,
            coverLetter: value,
            profileUrl: value,
            // Never true: with consent and good values this would be a real application.
            consent: fc.oneof(fc.constant(false), fc.string({ maxLength: 5 }), fc.constant(null)),
          },
          { requiredKeys: [] },
        ),
        fc.oneof(fc.constant(positionId), fc.string({ maxLength: 60 })),
        async (values, position) => {
          const res = await me.post('/api/pcsx/applications', { position_id: position, values });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
    expect(await snapshot()).toEqual(before);
  });
});
