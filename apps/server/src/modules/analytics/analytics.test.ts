import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { HttpAgent } from '../../test/http-agent.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /vslog', () => {
  it('records a page view for the tenant and the logged-in user', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    await agent.post('/api/auth/login', demoTenant.candidate);
    const res = await agent.post(
      '/vslog',
      {
        namespace: 'pageview',
        event: 'view',
        data_json: JSON.stringify({ position_id: 'p1', utm_source: 'news' }),
      },
      { query: { domain: 'northwind.example', pid: 'p1' } },
    );
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.positionId, 'p1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ namespace: 'pageview', event: 'view', data: { utm_source: 'news' } });
    expect(rows[0]!.userId).not.toBeNull();
  });

  it('refuses data_json that is not a JSON object', async () => {
    const agent = new HttpAgent(t.app);
    await agent.boot();
    for (const data_json of ['not json', '[1,2]', '42', 'null', '{"a":"\\u0000"}']) {
      const res = await agent.post('/vslog', { namespace: 'crash', event: 'page_crash', data_json });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.data_json).toBeDefined();
    }
  });
});
