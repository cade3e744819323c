import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  applicationEvents,
  applications,
  formAssignments,
  formSubmissions,
  forms,
  interviews,
  positions,
  sessions,
  tenants,
  users,
} from '../db/schema/index.ts';
import { HttpAgent } from './http-agent.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Every documented route, fed generated hostile input: it must answer 4xx with the error
 * shape (never 5xx, never a stack trace) and change nothing. Routes are read from the
 * OpenAPI document, so a route added later is covered without touching this file.
 */

let t: TestApp;
let routes: { method: string; path: string; takesBody: boolean }[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(
    ([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        takesBody: !!op.requestBody,
      })),
  );
});
afterAll(() => t.close());

const snapshot = async () => {
  const db = t.database.db;
  const counts = await Promise.all(
    [
      tenants,
      users,
      sessions,
      analyticsEvents,
      positions,
      forms,
      formSubmissions,
      interviews,
      applications,
      applicationEvents,
      formAssignments,
    ].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n),
  );
  const [
    tenantRows,
    userRows,
    sessionRows,
    events,
    positionRows,
    formRows,
    submissionRows,
    interviewRows,
    applicationRows,
    applicationEventRows,
    assignmentRows,
  ] = counts;
  return {
    tenants: tenantRows,
    users: userRows,
    sessions: sessionRows,
    events,
    positions: positionRows,
    forms: formRows,
    submissions: submissionRows,
    interviews: interviewRows,
    applications: applicationRows,
    applicationEvents: applicationEventRows,
    assignments: assignmentRows,
  };
};

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

const expectCleanClientError = (res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  }
};

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '%00',
    '🙂'.repeat(50),
  ),
  fc.string({ minLength: 300, maxLength: 2000 }),
);

const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'firstname',
      'lastname',
      'namespace',
      'event',
      'data_json',
      'domain',
    ),
    fc.jsonValue(),
  ),
  fc.record({
    email: hostileString,
    password: hostileString,
    firstname: hostileString,
    lastname: hostileString,
  }),
  fc.record({ namespace: hostileString, event: hostileString, data_json: hostileString }),
);

describe('generated bad input on every route', () => {
  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
  });

  it('answers hostile JSON bodies and query strings with a clean 4xx and changes nothing', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileBody,
        fc.dictionary(fc.constantFrom('domain', 'pid', 'namespace', 'event', 'x'), hostileString, {
          maxKeys: 3,
        }),
        hostileString,
        async (route, body, query, pathValue) => {
          const res = await agent.request({
            method: route.method as 'GET',
            url: fillPath(route.path, pathValue),
            query,
            ...(route.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          expectCleanClientError(res);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 400) },
    );
    // Nothing generated here is a valid sign-up, so no account may appear; only the
    // analytics log may grow if a generated vslog call happened to be well-formed.
    const after = await snapshot();
    expect({ ...after, events: 0 }).toEqual({ ...before, events: 0 });
  });

  it('answers malformed JSON, wrong content types and huge bodies with 4xx', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const before = await snapshot();
    // Routes without a body (e.g. logout) rightly ignore whatever is sent.
    const posts = routes.filter((r) => r.method === 'POST' && r.takesBody);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(
          fc.string().map((s) => ({ type: 'application/json', payload: `{${s}` })),
          fc.string().map((s) => ({ type: 'text/plain', payload: s })),
          fc.constant({ type: 'application/json', payload: `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}` }),
          fc.constant({ type: 'application/xml', payload: '<a/>' }),
        ),
        async (route, { type, payload }) => {
          const res = await agent.request({
            method: 'POST',
            url: route.path,
            payload,
            headers: { 'content-type': type },
          });
          expectCleanClientError(res);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 60 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses NUL characters, which PostgreSQL cannot store, on every route', async () => {
    const storesNothing = /^\/(healthz|readyz|api\/docs)/;
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const before = await snapshot();
    for (const route of routes) {
      const res = await agent.request({
        method: route.method as 'GET',
        url: fillPath(route.path, 'x'),
        query: { event: 'e\u0000' },
        ...(route.method === 'GET' ? {} : { payload: { namespace: 'n\u0000', email: 'a\u0000@b.co' } }),
      });
      if (storesNothing.test(route.path)) continue;
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every state-changing route without a CSRF token, before reading the body', async () => {
    const before = await snapshot();
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const res = await t.app.inject({ method: route.method as 'POST', url: route.path, payload: {} });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
