/**
 * `npm run bench:memory`: where a server on the embedded database holds its memory, step by
 * step, as `npm start` builds it (modules, PGlite, migrations and the demo seed, the app with
 * its search index, the first pages). Each figure is read after a forced collection, so it is
 * what stays, not garbage waiting. Runs in this process (`--expose-gc`) on a fresh data
 * directory; BENCH_POSITIONS (default 2,000) sets the demo's size.
 * Then, on the same data, the server as a deployment runs it after its first start: its own
 * process, no seeding, serving the same pages, once as `npm start` runs it (the bundle,
 * dist/server.js) and once through tsx (as `npm start` ran it before 2026-11-30), each read from
 * /proc after the pages (resident now, and its peak). Writes bench/results/server-memory.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchPaths } from '../packages/contracts/src/search-paths.ts';
import {
  currentRssMb,
  rssMb,
  type ServerRunner,
  startServer,
  stopServer,
  writeResult,
} from './support/bench-kit.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:memory does)');
const positions = Number(process.env.BENCH_POSITIONS ?? 2000);
const mb = (n: number) => Math.round(n / 1048576);
const steps: { step: string; heapMb: number; externalMb: number; rssMb: number }[] = [];
const measure = async (step: string) => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
  }
  const m = process.memoryUsage();
  steps.push({ step, heapMb: mb(m.heapUsed), externalMb: mb(m.external), rssMb: mb(m.rss) });
  console.log(steps.at(-1));
};

const pages = ['/careers', '/careers/search?q=engineer', `${searchPaths.search}?query=nurse`];

/** A server process restarted on the seeded data: its memory after the same first pages. */
async function restartedProcess(runner: ServerRunner) {
  const { server, base } = await startServer(
    { ...process.env, DATA_DIR: dataDir, DEMO_POSITIONS: String(positions) },
    runner,
  );
  try {
    for (const url of pages) {
      const res = await fetch(base + url);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 2000));
    const pid = server.pid ?? 0;
    const figures = { runner, rssMb: currentRssMb(pid), peakRssMb: rssMb(pid) };
    console.log(figures);
    return figures;
  } finally {
    await stopServer(server);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-bench-memory-'));
try {
  await measure('node started');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { migrateDatabase } = await import('../apps/server/src/db/migrate.ts');
  const { seedDemoIfEmpty } = await import('../apps/server/src/db/seed/seed-demo.ts');
  await measure('modules imported');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_POSITIONS: String(positions) });
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    sharedBuffers: config.pgliteSharedBuffers,
  });
  await measure('embedded database open');
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await seedDemoIfEmpty(app.db, { positions, log: app.log });
  await app.ready();
  await measure(`app ready, ${positions} positions seeded and indexed`);
  for (const url of pages) {
    const res = await app.inject({ url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  await measure('after the first pages and searches');
  await app.close();
  await database.close();
  const restarted = [await restartedProcess('bundle'), await restartedProcess('tsx')];
  writeResult('server-memory', {
    date: new Date().toISOString(),
    positions,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    steps,
    restarted,
    // Issue 19's target for the whole server at 2,000 positions.
    targets: { rssMbAt2k: 250 },
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
