import { isHttpUrl, isTimeZone } from '@opencareers/contracts/interviews';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, notifications } from '../../db/schema/index.ts';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, scheduleBody } from './interviews-test-kit.ts';

/*
 * The route-wide fuzz (test/bad-input.test.ts) calls the admin API logged out, so it only
 * reaches the admin check. Here an admin sends valid requests with one or more fields made
 * hostile: every answer must be a clean 4xx, and no interview or notification may appear or change.
 */

let t: TestApp;
let admin: HttpAgent;
let valid: Record<string, unknown>;
let existingId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
  valid = await scheduleBody(t);
  const res = await admin.post('/api/admin/interviews', valid);
  existingId = res.json().data.interview.id;
});
afterAll(() => t.close());

const snapshot = async () => {
  const [iv] = await t.database.db.select({ n: count() }).from(interviews);
  const [n] = await t.database.db.select({ n: count() }).from(notifications);
  const rows = await t.database.db.select().from(interviews);
  return { interviews: iv!.n, notifications: n!.n, rows: JSON.stringify(rows) };
};

const junk = fc.oneof(
  fc.string(),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue(),
  fc.constantFrom('', ' ', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '🙂'.repeat(40)),
);

/** Per field, values that can never be valid (accidentally valid ones are filtered out). */
const badField = fc.oneof(
  fc.record({
    field: fc.constant('starts_at'),
    value: fc.oneof(
      junk,
      fc
        .date({ max: new Date('2020-01-01') })
        .map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
    ),
  }),
  fc.record({
    field: fc.constant('duration_minutes'),
    value: fc.oneof(
      // Junk can be a whole number of minutes a schedule allows (5–480): that one is valid.
      junk.filter((v) => !(typeof v === 'number' && Number.isInteger(v) && v >= 5 && v <= 480)),
      fc.integer({ max: 4 }),
      fc.integer({ min: 481 }),
      fc.double({ min: 5.01, max: 479.9, noInteger: true }),
    ),
  }),
  fc.record({
    field: fc.constant('meeting_url'),
    value: fc.oneof(
      junk.filter((v) => !(typeof v === 'string' && isHttpUrl(v.trim()))),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'ftp://x.example'),
    ),
  }),
  fc.record({
    field: fc.constant('time_zone'),
    value: junk.filter((v) => !(typeof v === 'string' && isTimeZone(v.trim()))),
  }),
  fc.record({
    field: fc.constant('kind'),
    value: junk.filter((v) => !(typeof v === 'string' && ['video', 'phone', 'onsite'].includes(v.trim()))),
  }),
  fc.record({ field: fc.constant('candidate_email'), value: fc.oneof(junk, fc.emailAddress()) }),
  fc.record({ field: fc.constant('position_id'), value: fc.oneof(junk, fc.uuid()) }),
  fc.record({
    field: fc.constant('interviewers'),
    value: fc.oneof(
      // Names are trimmed before their length is checked, so too long means too long once trimmed.
      fc.array(
        fc.string({ minLength: 121, maxLength: 200 }).filter((s) => s.trim().length > 120),
        { minLength: 1, maxLength: 3 },
      ),
      fc.array(
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
        { minLength: 11, maxLength: 15 },
      ),
      fc.jsonValue().filter((v) => !Array.isArray(v)),
    ),
  }),
);

describe('generated bad input on the admin interview API', () => {
  it('answers hostile fields in schedule and edit requests with a clean 4xx and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('create', 'update'),
        fc.array(badField, { minLength: 1, maxLength: 3 }),
        async (action, fields) => {
          const body: Record<string, unknown> = { ...valid };
          for (const { field, value } of fields) body[field] = value;
          // Without a change of candidate/position an edit's only bad fields are the shared ones.
          if (
            action === 'update' &&
            fields.every((f) => f.field === 'candidate_email' || f.field === 'position_id')
          )
            return;
          const res =
            action === 'create'
              ? await admin.post('/api/admin/interviews', body)
              : await admin.request({
                  method: 'PUT',
                  url: `/api/admin/interviews/${existingId}`,
                  payload: body,
                });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 200) },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers hostile list and picker queries with 200 or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/interviews'),
        fc.dictionary(
          fc.constantFrom('page', 'when', 'status', 'q'),
          fc.oneof(fc.string(), fc.string({ minLength: 201, maxLength: 400 })),
          { maxKeys: 4 },
        ),
        async (url, query) => {
          const res = await admin.get(url, { query });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    );
  });
});
