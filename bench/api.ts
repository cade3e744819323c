/**
 * Start-up and API figures for the walking skeleton, on the embedded database (default) or
 * a PostgreSQL server (BENCH_DATABASE_URL, a fresh database is created and dropped):
 * time to ready with the 2,000-position seed, p50/p95/p99 and throughput of GET
 * /api/pcsx/boot and of the page HTML, login latency, and the server's peak RSS.
 *   node --import tsx bench/api.ts [pglite|postgres]
 * Writes bench/results/api-<backend>.json.
 */
import os from 'node:os';
import {
  backendFromArgs,
  benchDatabase,
  latencyStats,
  rssMb,
  startServer,
  stopServer,
  writeResult,
} from './support/bench-kit.ts';

const backend = backendFromArgs();

async function load(url: string, total: number, concurrency: number, init?: RequestInit) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { concurrency, ...latencyStats(times, (performance.now() - started) / 1000) };
}

const database = await benchDatabase(backend);
const started = performance.now();
const { server, base } = await startServer({ ...database.env, AUTH_RATE_LIMIT_MAX: '100000' });
const readyMs = Math.round(performance.now() - started);

try {
  await load(`${base}/api/pcsx/boot`, 200, 4); // warm-up
  const boot = await load(`${base}/api/pcsx/boot`, 2000, 8);
  const page = await load(`${base}/careers`, 1000, 8);
  const bootRes = await fetch(`${base}/api/pcsx/boot`);
  const cookie = (bootRes.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = (await bootRes.json()).data.csrfToken;
  const login = await load(`${base}/api/auth/login`, 40, 2, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ email: 'candidate@northwind.example', password: 'Demo-Candidate-2026' }),
  });
  const result = {
    backend,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    firstStartWithSeedMs: readyMs,
    boot,
    page,
    login,
    peakRssMb: rssMb(server.pid!),
  };
  writeResult(`api-${backend}`, result);
} finally {
  await stopServer(server);
  await database.drop();
}
