import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoAdmin, demoCandidate } from '../interviews/interviews-test-kit.ts';

let t: TestApp;
let admin: HttpAgent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

/** Events as the browser sends them (POST /vslog), from one visitor. */
async function visit(
  visitor: string,
  events: { namespace: string; event: string; data: Record<string, unknown> }[],
) {
  const agent = new HttpAgent(t.app);
  await agent.boot();
  for (const e of events) {
    const res = await agent.post('/vslog', {
      namespace: e.namespace,
      event: e.event,
      data_json: JSON.stringify({ visitor_id: visitor, ...e.data }),
    });
    expect(res.statusCode).toBe(204);
  }
}

const today = new Date().toISOString().slice(0, 10);
const jobView = (pid: string, extra = {}) => ({
  namespace: 'pageview',
  event: 'view',
  data: { page_id: 'singlePosition', position_id: pid, ...extra },
});
const search = (query: string, count: number) => ({
  namespace: 'search',
  event: 'results',
  data: { query, location: '', result_count: count },
});
const apply = (event: 'started' | 'submitted', pid: string, source: Record<string, string>) => ({
  namespace: 'apply',
  event,
  data: { position_id: pid, ...source },
});

describe('admin analytics', () => {
  it('counts visitors, job views, searches and the apply funnel by source over a range', async () => {
    await visit('v1', [
      { namespace: 'pageview', event: 'view', data: { page_id: 'jobs', utm_source: 'newsletter' } },
      jobView('p1', { utm_source: 'newsletter' }),
      // The browser carries the landing source on the visit's later events.
      apply('started', 'p1', { utm_source: 'newsletter' }),
      apply('submitted', 'p1', { utm_source: 'newsletter' }),
      search('Rust', 3),
    ]);
    await visit('v2', [
      jobView('p1', { referral_token: 'tok' }),
      apply('started', 'p1', { referral_token: 'tok' }),
      search('rust ', 1),
    ]);
    await visit('v3', [jobView('p2'), search('Underwater basket weaving', 0), search('', 0)]);
    // An event from long ago is outside the range.
    const [tenant] = await t.database.db
      .select({ id: analyticsEvents.tenantId })
      .from(analyticsEvents)
      .limit(1);
    await t.database.db.insert(analyticsEvents).values({
      tenantId: tenant!.id,
      namespace: 'pageview',
      event: 'view',
      data: { page_id: 'singlePosition', visitor_id: 'old' },
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });

    const res = await admin.get('/api/admin/analytics', { query: { from: today, to: today } });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.totals).toEqual({
      visitors: 3,
      pageViews: 4,
      jobViews: 3,
      searches: 4,
      applyStarted: 2,
      applySubmitted: 1,
    });
    expect(report.daily).toEqual([
      { day: today, visitors: 3, jobViews: 3, searches: 4, applyStarted: 2, applySubmitted: 1 },
    ]);
    expect(report.topQueries[0]).toEqual({ query: 'rust', searches: 2, averageResults: 2 });
    expect(report.zeroResultQueries).toEqual([{ query: 'underwater basket weaving', searches: 1 }]);
    expect(report.funnel).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', jobViews: 1, applyStarted: 1, applySubmitted: 1 },
        { source: 'referral', jobViews: 1, applyStarted: 1, applySubmitted: 0 },
        { source: 'direct', jobViews: 1, applyStarted: 0, applySubmitted: 0 },
      ]),
    );

    const old = (
      await admin.get('/api/admin/analytics', { query: { from: '2020-01-01', to: '2020-01-03' } })
    ).json().data;
    expect(old.totals.jobViews).toBe(1);
    expect(old.daily.map((d: { day: string }) => d.day)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
  });

  it('exports each table as CSV, defusing spreadsheet formulas', async () => {
    await visit('v9', [search('=HYPERLINK("x")', 0)]);
    const res = await admin.get('/api/admin/analytics/export', {
      query: { from: today, to: today, table: 'zero-result-queries' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('analytics-zero-result-queries');
    expect(res.body.split('\r\n')[0]).toBe('query,searches');
    expect(res.body).toContain(`"'=hyperlink(""x"")",1`);
    const daily = await admin.get('/api/admin/analytics/export', {
      query: { from: today, to: today, table: 'daily' },
    });
    expect(daily.body.split('\r\n')[1]).toMatch(new RegExp(`^${today},`));
  });

  it('is for admins only, and refuses bad ranges', async () => {
    const candidate = await demoCandidate(t);
    expect(
      (await candidate.get('/api/admin/analytics', { query: { from: today, to: today } })).statusCode,
    ).toBe(403);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('2026-02-30', '2026-13-01', '2030-01-01'),
          ),
          to: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2020-01-01', '1999-01-01')),
          table: fc.oneof(fc.string({ maxLength: 8 }), fc.constant('daily')),
        }),
        async (query) => {
          const res = await admin.get('/api/admin/analytics/export', { query });
          expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
  });
});
