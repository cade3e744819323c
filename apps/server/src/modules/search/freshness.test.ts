import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { positions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { positionRepository } from '../positions/repository.ts';
import { TenantService } from '../tenants/service.ts';
import { testPositions } from './test-positions.ts';

/*
 * Two app instances on one database stand for two server processes behind a load
 * balancer: a change written through either (or by plain SQL) must reach both indexes
 * by their own polling, with no call between them.
 */
let a: TestApp;
let b: FastifyInstance;
let tenantId: string;

beforeAll(async () => {
  a = await createTestApp({ SEARCH_POLL_MS: '50' });
  b = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', SEARCH_POLL_MS: '50' }),
    database: a.database,
    logger: false,
  });
  await b.ready();
  tenantId = (await new TenantService(a.database.db, 0).defaultTenant())!.id;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const count = async (app: FastifyInstance, query: string) =>
  (await app.inject({ url: '/api/pcsx/search', query: { query } })).json().data.count as number;

describe('search index freshness across processes', () => {
  it('shows new, changed and closed positions on every instance', async () => {
    // The seeded demo positions go away first: deletions must propagate too.
    expect(await count(b, '')).toBeGreaterThan(0);
    await a.database.db.delete(positions);
    await expect.poll(() => count(b, ''), { timeout: 10_000, interval: 50 }).toBe(0);
    await expect.poll(() => count(a.app, ''), { timeout: 10_000, interval: 50 }).toBe(0);

    await positionRepository.upsertMany(a.database.db, tenantId, testPositions());
    await expect.poll(() => count(b, 'kubernetes'), { timeout: 10_000, interval: 50 }).toBe(3);
    await expect.poll(() => count(a.app, 'kubernetes'), { timeout: 10_000, interval: 50 }).toBe(3);

    const [row] = await a.database.db.select().from(positions).where(eq(positions.externalId, 'T-1'));
    await a.database.db
      .update(positions)
      .set({ title: 'Site Reliability Engineer' })
      .where(eq(positions.id, row!.id));
    await expect.poll(() => count(b, 'reliability'), { timeout: 10_000, interval: 50 }).toBe(1);

    await a.database.db.update(positions).set({ status: 'closed' }).where(eq(positions.id, row!.id));
    await expect.poll(() => count(b, 'reliability'), { timeout: 10_000, interval: 50 }).toBe(0);
    await expect.poll(() => count(a.app, 'reliability'), { timeout: 10_000, interval: 50 }).toBe(0);

    await a.database.db.delete(positions).where(eq(positions.externalId, 'T-2'));
    await expect.poll(() => count(b, 'platform'), { timeout: 10_000, interval: 50 }).toBe(0);
  });
});
