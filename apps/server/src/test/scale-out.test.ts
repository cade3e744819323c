import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { demoTenant } from '../db/seed/demo-tenant.ts';
import { CookieClient } from './cluster/cookie-client.ts';
import { startRoundRobinProxy } from './cluster/round-robin-proxy.ts';
import { type ServerProcess, startServerProcesses, stopServerProcesses } from './cluster/server-processes.ts';
import { testDbKind, testServerUrl } from './test-database.ts';

/*
 * Scale-out (issue 13): three real server processes on one PostgreSQL behind a round-robin
 * balancer with no stickiness. Sessions, CSRF and rate limits hold across them, the job runner
 * runs each period once, and a changed position reaches every process’s search (its latency is measured by bench:scale).
 * (Runs with TEST_DB=postgres, as CI does: PGlite is one process by nature.)
 */
const authLimit = 6;
let scratch: { url: string; drop(): Promise<void> };
let db: pg.Client;
let procs: ServerProcess[] = [];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

beforeAll(async () => {
  if (testDbKind() !== 'postgres') return;
  scratch = await createScratchDatabase(testServerUrl(), 'oc_scale');
  procs = await startServerProcesses(3, {
    DATABASE_URL: scratch.url,
    SEED_DEMO: 'true',
    DEMO_POSITIONS: '40',
    AUTH_RATE_LIMIT_MAX: String(authLimit),
    SEARCH_POLL_MS: '250',
    OFFER_REMINDER_MINUTES: '1',
    SAVED_SEARCH_ALERT_MINUTES: '0',
    JOB_POLL_SECONDS: '0.5',
  });
  proxy = await startRoundRobinProxy(procs.map((p) => p.url));
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
}, 660_000);
afterAll(async () => {
  await proxy?.close();
  await stopServerProcesses(procs);
  await db?.end();
  await scratch?.drop();
}, 60_000);

const spread = (before: number[]) => proxy.served.map((n, i) => n - before[i]!);

describe.skipIf(testDbKind() !== 'postgres')('three processes behind a balancer', () => {
  it('keeps a session and its CSRF token valid on every process', async () => {
    const browser = new CookieClient(proxy.url);
    const before = [...proxy.served];
    expect((await browser.request('/api/pcsx/boot')).status).toBe(200);
    const login = await browser.request('/api/auth/login', {
      method: 'POST',
      json: { email: demoTenant.candidate.email, password: demoTenant.candidate.password },
    });
    expect(login.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const boot = await browser.request('/api/pcsx/boot');
      expect(boot.body.data?.user).toMatchObject({
        isLoggedIn: true,
        profile: { email: demoTenant.candidate.email },
      });
      const marked = await browser.request('/api/pcsx/notifications/mark_all_viewed', {
        method: 'POST',
        json: {},
      });
      expect(marked.status).toBe(200);
    }
    const forged = await browser.request('/api/pcsx/notifications/mark_all_viewed', {
      method: 'POST',
      json: {},
      csrf: false,
    });
    expect(forged.status).toBe(403);
    // Every process served this browser.
    expect(spread(before).every((n) => n >= 4)).toBe(true);
  });

  it('counts the login rate limit across processes', async () => {
    // One login so far (above); the limit is per address and route, shared in PostgreSQL.
    const browser = new CookieClient(proxy.url);
    await browser.request('/api/pcsx/boot');
    const statuses: number[] = [];
    for (let i = 0; i < authLimit; i++) {
      const res = await browser.request('/api/auth/login', {
        method: 'POST',
        json: { email: demoTenant.candidate.email, password: 'not the password' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(authLimit - 1).fill(401), 429]);
  });

  it('shows a changed position in every process’s search', async () => {
    // That it arrives everywhere is the behaviour; how fast (the 1 s target) is a figure,
    // measured by `npm run bench:scale`, not a timed assertion on a busy test machine.
    const { rows } = await db.query('select id from positions order by id limit 1');
    const word = `Zebracorn${Date.now() % 100000}`;
    await db.query('update positions set title = $1, updated_at = now() where id = $2', [
      `${word} Wrangler`,
      rows[0].id,
    ]);
    for (const p of procs) {
      await vi.waitFor(
        async () => {
          const res = await fetch(`${p.url}/api/pcsx/search?query=${word}`);
          const body = (await res.json()) as { data: { count: number } };
          expect(body.data.count).toBeGreaterThanOrEqual(1);
        },
        { timeout: 30_000, interval: 50 },
      );
    }
  });

  it('runs each period of a background job once, on one of the processes', async () => {
    const runs = async () =>
      (
        await db.query(
          `select state, singleton_on from pgboss.job where name = 'offer-reminders'
           union all select state, singleton_on from pgboss.archive where name = 'offer-reminders'`,
        )
      ).rows as { state: string; singleton_on: Date }[];
    await vi.waitFor(async () => expect((await runs()).some((r) => r.state === 'completed')).toBe(true), {
      timeout: 90_000,
      interval: 500,
    });
    const all = await runs();
    // All three processes send every period; each period holds exactly one run.
    expect(new Set(all.map((r) => r.singleton_on.getTime())).size).toBe(all.length);
  }, 120_000);
});
