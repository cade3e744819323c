import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantService } from '../tenants/service.ts';
import { warmUpPaths, warmUpRequests } from './warm-up-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('warming up the request paths', () => {
  it('answers every search and suggestion it sends, three rounds', async () => {
    const answered = await warmUpRequests(t.app);
    const api = answered.filter((a) => a.url.startsWith('/api/'));
    // Seven API paths (five searches, two kinds of suggestion), three rounds each.
    expect(api).toHaveLength(21);
    for (const a of api) expect(a, a.url).toMatchObject({ status: 200 });
    // Pages are answered too (this test app serves no built web app, so not with 200).
    expect(answered.filter((a) => !a.url.startsWith('/api/'))).toHaveLength(9);
  });

  it('searches whole job titles, so no visitor is answered from what it leaves in the cache', async () => {
    const tenant = await new TenantService(t.database.db, 0).defaultTenant();
    const index = await t.app.searchIndex.forTenant(tenant!.id);
    const sample = index.docs.find((d) => d !== null)!;
    const searches = warmUpPaths(sample).filter((p) => p.startsWith('/api/pcsx/search'));
    expect(searches).toHaveLength(5);
    for (const path of searches)
      expect(new URL(path, 'http://localhost').searchParams.get('query')?.startsWith(sample.title)).toBe(
        true,
      );
  });
});
