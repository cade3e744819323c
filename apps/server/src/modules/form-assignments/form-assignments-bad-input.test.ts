import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newCandidate } from '../notifications/test-helpers.ts';
import { asAdmin, counts, createForm, put } from './test-kit.ts';

/*
 * The general bad-input suite reaches these routes logged out; here the admin and the
 * candidate themselves send hostile input, past the login check, to the code that stores.
 */
let t: TestApp;
let admin: HttpAgent;
let candidate: HttpAgent;
let assignmentId: string;
let formId: string;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  admin = await asAdmin(t);
  formId = (await createForm(admin)).id;
  const c = await newCandidate(t);
  candidate = c.agent;
  const res = await admin.post('/api/admin/form-assignments', { formId, emails: [c.email] });
  assignmentId = res.json().data.assignments[0].id;
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    '<script>x</script>',
    '../../x',
    '🙂'.repeat(40),
    'nobody@example.com',
  ),
  fc.string({ minLength: 300, maxLength: 1500 }),
);
const hostileValue = fc.oneof(fc.jsonValue(), hostileString);

const expectClean = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

describe('hostile input from logged-in users', () => {
  it('answers hostile assign bodies with a clean 4xx and stores nothing', async () => {
    const before = await counts(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            formId: fc.oneof(hostileString, fc.uuid(), fc.constant(formId)),
            emails: fc.oneof(fc.array(hostileString, { maxLength: 60 }), hostileValue),
            dueAt: fc.oneof(hostileString, fc.constant('2001-01-01T00:00:00Z'), hostileValue),
            message: fc.oneof(hostileString, hostileValue, fc.string({ minLength: 1001, maxLength: 1200 })),
          },
          { requiredKeys: [] },
        ),
        async (body) => expectClean(await admin.post('/api/admin/form-assignments', body)),
      ),
      { numRuns: 150 },
    );
    expect(await counts(t)).toEqual(before);
  });

  it('answers hostile ids, filters and paging with a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (id) => {
        const res = await admin.post(`/api/admin/form-assignments/${encodeURIComponent(id)}/cancel`);
        if (res.statusCode !== 404) expectClean(res);
        else expect(res.json().message).toBeTruthy();
      }),
      { numRuns: 60 },
    );
    const adminQueries: Record<string, string>[] = [
      { status: 'done' },
      { formId: 'x' },
      { limit: '0' },
      { limit: '201' },
      { offset: '-1' },
    ];
    for (const query of adminQueries) {
      expectClean(await admin.get('/api/admin/form-assignments', { query }));
    }
    const listQueries: Record<string, string>[] = [{ tab_id: 'all' }, { include_tab_list: 'maybe' }];
    for (const query of listQueries) {
      expectClean(await candidate.get('/api/pcsx/forms_list', { query }));
    }
  });

  it('answers hostile drafts and submissions with a clean 4xx and changes nothing', async () => {
    const before = await counts(t);
    const answers = fc.oneof(
      hostileValue,
      fc.record({ values: fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 5 }) }),
      fc.record({ values: fc.record({ legalName: hostileValue, relocate: hostileValue }) }),
    );
    await fc.assert(
      fc.asyncProperty(answers, fc.boolean(), async (body, submit) => {
        const url = `/api/pcsx/form_assignments/${assignmentId}/${submit ? 'submit' : 'draft'}`;
        const res = submit ? await candidate.post(url, body) : await put(candidate, url, body);
        // A generated draft can be a valid one (a name of the right shape); that is a save, not a failure.
        if (!submit && res.statusCode === 200) return;
        expectClean(res);
      }),
      { numRuns: 200 },
    );
    expect(await counts(t)).toEqual(before);
    const view = (await candidate.get(`/api/pcsx/form_assignments/${assignmentId}`)).json().data;
    expect(view.assignment.status).not.toBe('completed');
  });
});
