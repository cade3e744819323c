/**
 * Start-up and API figures for the walking skeleton, on the embedded database (default) or
 * a PostgreSQL server (BENCH_DATABASE_URL, a fresh database is created and dropped):
 * time to ready with the 2,000-position seed, p50/p95/p99 and throughput of GET
 * /api/pcsx/boot and of the page HTML, login latency, and the server's peak RSS.
 *   node --import tsx bench/api.ts [pglite|postgres]
 * Writes bench/results/api-<backend>.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';

const backend = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const root = path.resolve(import.meta.dirname, '..');
const port = 3700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

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
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: total,
    concurrency,
    p50: round(pct(times, 50)),
    p95: round(pct(times, 95)),
    p99: round(pct(times, 99)),
    rps: Math.round(total / seconds),
  };
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '100000',
};
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
if (backend === 'postgres') {
  scratch = await createScratchDatabase(adminUrl, 'oc_bench');
  env.DATABASE_URL = scratch.url;
} else {
  env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-bench-'));
  delete env.DATABASE_URL;
}

const started = performance.now();
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (;;) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
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
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, `results/api-${backend}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  await scratch?.drop();
}
