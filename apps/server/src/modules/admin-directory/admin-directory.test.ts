import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoAdmin,
  demoCandidate,
  newCandidate,
  otherTenantAdmin,
} from '../interviews/interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const candidates = async (agent: HttpAgent, q?: string) =>
  (await agent.get('/api/admin/candidates', { query: q === undefined ? {} : { q } })).json().data
    .candidates as {
    email: string;
    fullname: string;
  }[];
const positions = async (agent: HttpAgent, q?: string) =>
  (await agent.get('/api/admin/positions', { query: q === undefined ? {} : { q } })).json().data
    .positions as {
    id: string;
    title: string;
    location: string | null;
  }[];

describe('admin directory', () => {
  it("finds this tenant's candidates by part of the email or name, never admins", async () => {
    const c = await newCandidate(t);
    expect(await candidates(admin, c.email)).toEqual([expect.objectContaining({ email: c.email })]);
    expect(await candidates(admin, 'Jordan')).toEqual([
      { id: expect.any(String), email: demoTenant.candidate.email, fullname: 'Jordan Rivera' },
    ]);
    const all = await candidates(admin);
    expect(all.map((x) => x.email)).toContain(c.email);
    expect(all.map((x) => x.email)).not.toContain(demoTenant.admin.email);
    // LIKE's wildcards are searched as text, not as patterns.
    expect(await candidates(admin, '%')).toEqual([]);
  });

  it('finds open positions by part of the title, with a place', async () => {
    const first = await positions(admin);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(20);
    const word = first[0]!.title.split(' ')[0]!;
    const some = await positions(admin, word.toUpperCase());
    expect(some.length).toBeGreaterThan(0);
    for (const p of some) expect(p.title.toLowerCase()).toContain(word.toLowerCase());
    expect(some[0]!.location).toMatch(/, /);
    expect(await positions(admin, 'zzzz-no-such-title')).toEqual([]);
  });

  it("keeps each tenant's people and jobs to itself", async () => {
    const other = await otherTenantAdmin(t);
    expect(await candidates(other, demoTenant.candidate.email)).toEqual([]);
    const mine = new Set((await positions(admin)).map((p) => p.id));
    for (const p of await positions(other)) expect(mine.has(p.id)).toBe(false);
    // The demo admin cannot read another tenant's directory by naming its domain.
    const res = await admin.get('/api/admin/candidates', { query: { domain: 'other.example' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses logged-out visitors (401) and candidates (403)', async () => {
    const anon = new HttpAgent(t.app);
    await anon.boot();
    const candidate = await demoCandidate(t);
    for (const [agent, status] of [
      [anon, 401],
      [candidate, 403],
    ] as const) {
      expect((await agent.get('/api/admin/candidates')).statusCode).toBe(status);
      expect((await agent.get('/api/admin/positions')).statusCode).toBe(status);
    }
  });

  it('answers any query text with 200 or a clean 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/candidates', '/api/admin/positions'),
        fc.oneof(fc.string(), fc.string({ minLength: 201, maxLength: 400 }), fc.string({ unit: 'grapheme' })),
        async (path, q) => {
          const res = await admin.get(path, { query: { q } });
          expect([200, 400]).toContain(res.statusCode);
          if (q.trim().length > 200) expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
  });
});
