/**
 * What every benchmark here shares: a fresh database on the chosen backend, the real server
 * started as its own process, latency figures, the server's peak memory, and the results file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../../apps/server/src/build/bundle-server.ts';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database.ts';

export type Backend = 'pglite' | 'postgres';

export const backendFromArgs = (): Backend => (process.argv[2] === 'postgres' ? 'postgres' : 'pglite');

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

/** p50/p95/p99 in milliseconds and requests per second of one run. */
export function latencyStats(times: number[], seconds: number) {
  const s = [...times].sort((a, b) => a - b);
  return {
    requests: s.length,
    p50: round(pct(s, 50)),
    p95: round(pct(s, 95)),
    p99: round(pct(s, 99)),
    rps: Math.round(s.length / seconds),
  };
}

const procStatusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};
/** The process's peak resident memory (VmHWM) in MB. */
export const rssMb = (pid: number) => procStatusMb(pid, 'VmHWM');
/** The process's resident memory now (VmRSS) in MB. */
export const currentRssMb = (pid: number) => procStatusMb(pid, 'VmRSS');

/**
 * A fresh, empty database for one run: a scratch database on the PostgreSQL server, or a
 * temporary PGlite directory. `env` points the server at it; `drop` removes it again.
 */
export async function benchDatabase(
  backend: Backend,
): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (backend === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl, 'oc_bench');
    env.DATABASE_URL = scratch.url;
    return { env, drop: scratch.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-bench-'));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  return { env, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

let bundled: Promise<string> | undefined;
/** How the server runs: as `npm start` runs it (the bundle, --expose-gc), or its sources through tsx. */
export type ServerRunner = 'bundle' | 'tsx';
async function serverCommand(runner: ServerRunner): Promise<string[]> {
  if (runner === 'tsx') return ['--import', 'tsx', 'apps/server/src/server.ts'];
  bundled ??= bundleServer();
  return ['--expose-gc', await bundled];
}

/** Starts the server on a free-ish port and waits until /readyz answers. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  runner: ServerRunner = 'bundle',
): Promise<{ server: ChildProcess; base: string }> {
  const port = 3700 + Math.floor(Math.random() * 290);
  const server = spawn('node', await serverCommand(runner), {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error('the server stopped');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server, base };
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** Writes bench/results/<name>.json and prints it. */
export function writeResult(name: string, result: unknown): void {
  const text = `${JSON.stringify(result, null, 2)}\n`;
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${name}.json`), text);
  console.log(text);
}
