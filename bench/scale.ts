/**
 * Scale-out figures (issue 13): 1, 2 and 3 server processes on one PostgreSQL (a scratch
 * database on BENCH_DATABASE_URL's server, dropped afterwards) behind the round-robin
 * balancer the scale-out test uses. Each run sends the same bounded mix of searches and boot
 * calls over loopback and reports throughput and p50/p95/p99.
 *   node --import tsx bench/scale.ts     (npm run bench:scale)
 * Writes bench/results/scale.json.
 */
import os from 'node:os';
import pg from 'pg';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { startRoundRobinProxy } from '../apps/server/src/test/cluster/round-robin-proxy.ts';
import {
  startServerProcesses,
  stopServerProcesses,
} from '../apps/server/src/test/cluster/server-processes.ts';
import { latencyStats, writeResult } from './support/bench-kit.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const positions = Number(process.env.BENCH_POSITIONS ?? 2000);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const queries = [
  '',
  'engineer',
  'designer',
  'manager',
  'sales',
  'data',
  'nurse',
  'remote',
  'senior',
  'analyst',
];
const paths = Array.from({ length: 60 }, (_, i) =>
  i % 3 === 2
    ? '/api/pcsx/boot'
    : `/api/pcsx/search?${new URLSearchParams({ query: queries[i % queries.length]!, start: String((i % 4) * 10) })}`,
);

async function load(base: string, total: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(`${base}${paths[i % paths.length]}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return latencyStats(times, (performance.now() - started) / 1000);
}

const loadAtStart = os.loadavg()[0]!;
const scratch = await createScratchDatabase(adminUrl, 'oc_bench_scale');
const env = {
  DATABASE_URL: scratch.url,
  DEMO_POSITIONS: String(positions),
  // Rate limits are per address; every request here comes from 127.0.0.1.
  AUTH_RATE_LIMIT_MAX: '100000',
};
const runs: Record<string, unknown>[] = [];
let propagation: Record<string, unknown> = {};

/**
 * How long a changed position takes to show in every process's search (target: 1 s): a title
 * is changed in the shared database, and each process is asked until its search finds it.
 */
async function measurePropagation(urls: string[], rounds = 10) {
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const times: number[] = [];
  try {
    const { rows } = await db.query('select id from positions order by id limit $1', [rounds]);
    for (const [round, row] of rows.entries()) {
      const word = `Propagon${round}x${Date.now() % 100000}`;
      const changedAt = performance.now();
      await db.query('update positions set title = $1, updated_at = now() where id = $2', [
        `${word} Analyst`,
        row.id,
      ]);
      await Promise.all(
        urls.map(async (url) => {
          for (;;) {
            const res = await fetch(`${url}/api/pcsx/search?query=${word}`);
            const body = (await res.json()) as { data: { count: number } };
            if (body.data.count >= 1) return times.push(performance.now() - changedAt);
            if (performance.now() - changedAt > 30_000) throw new Error(`${url} never saw ${word}`);
            await new Promise((r) => setTimeout(r, 20));
          }
        }),
      );
    }
  } finally {
    await db.end();
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return {
    changes: rounds,
    observations: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    targetMs: 1000,
  };
}
try {
  for (const n of [1, 2, 3]) {
    const procs = await startServerProcesses(n, env);
    const proxy = await startRoundRobinProxy(procs.map((p) => p.url));
    try {
      // Warm-up: every process builds its search index and fills its caches.
      await load(proxy.url, 60 * n);
      const before = [...proxy.served];
      const stats = await load(proxy.url, requests);
      runs.push({ processes: n, ...stats, servedPerProcess: proxy.served.map((s, i) => s - before[i]!) });
      console.log(`${n} process(es):`, runs.at(-1));
      if (n === 3) {
        propagation = await measurePropagation(procs.map((p) => p.url));
        console.log('change → every process’s search (ms):', propagation);
      }
    } finally {
      await proxy.close();
      await stopServerProcesses(procs);
    }
  }
} finally {
  await scratch.drop();
}

writeResult('scale', {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  // Other work on the machine skews every figure; this says how busy it was.
  loadAverage: { atStart: Math.round(loadAtStart * 10) / 10, atEnd: Math.round(os.loadavg()[0]! * 10) / 10 },
  database: 'PostgreSQL (one scratch database, shared by all processes)',
  balancer: 'round-robin node:http proxy in the same process as the load generator (loopback)',
  positions,
  requestsPerRun: requests,
  concurrency,
  mix: 'two thirds GET /api/pcsx/search (10 queries × 4 pages), one third GET /api/pcsx/boot',
  runs,
  // Measured with the default SEARCH_POLL_MS, each process asked every 20 ms.
  propagationToSearchMs: propagation,
  note: 'Processes, PostgreSQL, balancer and load generator share the same CPUs: throughput can only grow with processes while CPUs are idle.',
});
