import { Readable } from 'node:stream';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../modules/notifications/test-helpers.ts';
import { TenantService } from '../modules/tenants/service.ts';
import { HttpAgent } from '../test/http-agent.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * The one perimeter (issue 13 items 3, 4, 6): every route is read from the OpenAPI document,
 * so a route added later is checked without touching this file.
 */

interface DocRoute {
  method: string;
  path: string;
  url: string;
  /** Property names of the JSON request body, which a refused caller must never see. */
  bodyFields: string[];
}

let t: TestApp;
let routes: DocRoute[];
const termsDomain = 'gate.example';
const uuid = '00000000-0000-4000-8000-000000000000';

const propertyNames = (schema: unknown): string[] => {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as { properties?: Record<string, unknown>; anyOf?: unknown[]; allOf?: unknown[] };
  const own = Object.keys(s.properties ?? {});
  const nested = [...(s.anyOf ?? []), ...(s.allOf ?? []), ...Object.values(s.properties ?? {})].flatMap(
    propertyNames,
  );
  return [...own, ...nested];
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', FORM_SUBMIT_RATE_LIMIT_MAX: '100000' });
  await new TenantService(t.database.db, 0).create({
    domain: termsDomain,
    name: 'Gate Co',
    config: { termsOfService: { enabled: true, version: '7', disclaimerText: 'Be kind.' } },
  });
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, uuid),
      bodyFields: [
        ...new Set(
          Object.values(op.requestBody?.content ?? {})
            .flatMap((c) => propertyNames(c.schema))
            .filter((f) => f.length > 2 && f !== 'domain'),
        ),
      ],
    })),
  );
}, 240_000);
afterAll(() => t.close());

const call = (agent: HttpAgent, r: DocRoute) =>
  agent.request({
    method: r.method as 'GET',
    url: r.url,
    ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('admin perimeter', () => {
  const admin = () => routes.filter((r) => r.path.startsWith('/api/admin'));

  it('finds the admin routes in the OpenAPI document', () => {
    expect(admin().length).toBeGreaterThan(20);
  });

  it('answers 401 to a logged-out visitor on every admin route, before validation', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    for (const r of admin()) {
      const res = await call(agent, r);
      expect({ route: `${r.method} ${r.path}`, status: res.statusCode }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
      });
      expect(res.json().code).toBe(errorCodes.unauthenticated);
      expect(res.json().fieldErrors).toBeUndefined();
    }
  });

  it('answers 403 to a candidate on every admin route and names none of its body fields', async () => {
    const { agent } = await newCandidate(t);
    for (const r of admin()) {
      const res = await call(agent, r);
      const route = `${r.method} ${r.path}`;
      expect({ route, status: res.statusCode }).toEqual({ route, status: 403 });
      const body = res.json();
      expect(body.code).toBe(errorCodes.forbidden);
      expect(body.fieldErrors).toBeUndefined();
      for (const field of r.bodyFields)
        expect({ route, leaked: body.message.includes(field) }).toEqual({ route, leaked: false });
    }
  });
});

describe('terms gate on the server', () => {
  // What the gate's modal needs (its language too: the terms are read in the language chosen),
  // and the public job listings shown behind it (readable logged out).
  const exempt = new Set([
    'PUT /api/pcsx/locale',
    'GET /api/pcsx/boot',
    'GET /api/pcsx/terms_of_service',
    'POST /api/pcsx/terms_of_service',
    'GET /api/pcsx/search',
    'GET /api/pcsx/autocomplete',
    'GET /api/pcsx/position_details',
    'GET /api/pcsx/overrides',
    'GET /api/pcsx/map_markers',
  ]);
  const candidateRoutes = () =>
    routes.filter(
      (r) =>
        (r.path.startsWith('/api/pcsx/') || r.path.startsWith('/api/offer/')) &&
        !exempt.has(`${r.method} ${r.path}`),
    );

  it('refuses every candidate API with TERMS_NOT_ACCEPTED until the current terms are accepted', async () => {
    const { agent } = await newCandidate(t, termsDomain);
    expect(candidateRoutes().length).toBeGreaterThan(25);
    for (const r of candidateRoutes()) {
      const res = await call(agent, r);
      const route = `${r.method} ${r.path}`;
      expect({ route, status: res.statusCode, code: res.json().code }).toEqual({
        route,
        status: 403,
        code: errorCodes.termsNotAccepted,
      });
    }
    // What the gate needs still answers: boot, the terms, logging out.
    expect((await agent.get('/api/pcsx/boot')).statusCode).toBe(200);
    expect((await agent.get('/api/pcsx/terms_of_service')).statusCode).toBe(200);
    expect((await agent.get('/api/pcsx/search')).statusCode).toBe(200);
    const locale = await agent.request({ method: 'PUT', url: '/api/pcsx/locale', payload: { locale: 'de' } });
    expect(locale.statusCode, locale.body).toBeLessThan(300);
    expect((await agent.post('/api/pcsx/terms_of_service', { version: '7' })).statusCode).toBe(200);
    // Accepted: the same calls go through.
    expect((await agent.get('/api/pcsx/notification_badge')).statusCode).toBe(200);
    expect((await agent.get('/api/pcsx/dashboard/applications')).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout', {})).statusCode).toBe(200);
  });

  it('leaves logged-out visitors and sites without terms alone', async () => {
    const visitor = new HttpAgent(t.app, { query: { domain: termsDomain } });
    await visitor.boot();
    expect((await visitor.get('/api/pcsx/search')).statusCode).toBe(200);
    const { agent } = await newCandidate(t);
    expect((await agent.get('/api/pcsx/notification_badge')).statusCode).toBe(200);
  });
});

/** A 40 MiB body produced on demand, counting how much of it the server pulled. */
function countingBody(totalBytes: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let produced = 0;
  const stream = new Readable({
    read() {
      if (produced >= totalBytes) return this.push(null);
      produced += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, produced: () => produced };
}

describe('limits before parsing', () => {
  const big = 40 * 1024 * 1024 - 1024;

  it('answers 401 to a logged-out 40 MiB submission without reading its body', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    const body = countingBody(big);
    const res = await agent.request({
      method: 'POST',
      url: `/api/forms/${uuid}/submissions`,
      headers: { 'content-type': 'application/json', 'content-length': String(big) },
      payload: body.stream,
    });
    expect(res.statusCode).toBe(401);
    expect(body.produced()).toBeLessThan(1024 * 1024);
  });

  it('answers 413 to a declared length over the route limit without reading it (multipart too)', async () => {
    const { agent } = await newCandidate(t);
    const body = countingBody(big);
    const res = await agent.request({
      method: 'POST',
      url: `/api/offer/offers/${uuid}/accept`,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(big) },
      payload: body.stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(errorCodes.bodyTooLarge);
    expect(body.produced()).toBeLessThan(1024 * 1024);
  });
});
