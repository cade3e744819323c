import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applicationNotes, applications, formAssignments } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, newCandidate } from '../interviews/interviews-test-kit.ts';
import { apply, goodAnswers, openPositions } from './applications-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
let applicationId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await demoAdmin(t);
  const { agent } = await newCandidate(t);
  const res = await apply(agent, (await openPositions(t))[0]!.id, goodAnswers());
  applicationId = res.json().data.application.id;
});
afterAll(() => t.close());

const snapshot = () =>
  Promise.all(
    [applications, applicationEvents, applicationNotes, formAssignments].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

const junk = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const badVersion = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }),
  fc.string({ maxLength: 5 }),
);
const badStatus = fc
  .string({ maxLength: 12 })
  .filter(
    (s) =>
      !['submitted', 'in_review', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'].includes(s),
  );

describe('generated bad input to the pipeline routes', () => {
  it('answers a clean 4xx and changes nothing', async () => {
    const before = await snapshot();
    const id = fc.oneof(fc.constant(applicationId), fc.uuid(), fc.string({ maxLength: 40 }));
    const request = fc.oneof(
      fc.record({
        url: id.map((i) => `/api/admin/applications/${encodeURIComponent(i)}/notes`),
        body: fc.oneof(
          junk,
          fc.record({
            body: fc.oneof(fc.constant('   '), fc.string({ minLength: 4001, maxLength: 4100 }), fc.integer()),
          }),
        ),
      }),
      fc.record({
        url: id.map((i) => `/api/admin/applications/${encodeURIComponent(i)}/status`),
        body: fc.oneof(
          junk,
          fc.record({ status: badStatus }),
          fc.record({ status: fc.constant('in_review'), version: badVersion }),
        ),
      }),
      fc.record({
        url: id.map((i) => `/api/admin/applications/${encodeURIComponent(i)}/forms`),
        body: fc.oneof(junk, fc.record({ form_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 10 })) })),
      }),
      fc.record({
        url: fc.constant('/api/admin/applications/bulk-status'),
        body: fc.oneof(
          junk,
          fc.record({ items: fc.constant([]), status: fc.constant('in_review') }),
          fc.record({
            items: fc.array(fc.record({ id: fc.string({ maxLength: 10 }), version: badVersion }), {
              minLength: 1,
              maxLength: 3,
            }),
            status: fc.constant('in_review'),
          }),
          fc.record({
            items: fc.constant([
              { id: applicationId, version: 1 },
              { id: applicationId, version: 1 },
            ]),
            status: fc.constant('in_review'),
          }),
          fc.record({
            items: fc.constant([{ id: applicationId, version: 99 }]),
            status: fc.constant('rejected'),
          }),
          fc.record({
            items: fc.uuid().map((u) => [{ id: u, version: 1 }]),
            status: fc.constant('in_review'),
          }),
          fc.record({
            items: fc.constant([{ id: applicationId, version: 1 }]),
            status: fc.constant('withdrawn'),
          }),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ url, body }) => {
        const res = await admin.post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
    expect(await snapshot()).toEqual(before);
  });
});
