/**
 * The web app as a visitor on a phone meets it (issue 17): builds the app, starts the server on
 * a fresh PGlite data directory with the demo company (BENCH_POSITIONS jobs, default 2,000),
 * then
 * - Lighthouse, default mobile preset (simulated slow 4G and 4× CPU slowdown), BENCH_LH_RUNS
 *   runs (default 3) of /careers, a search, a job page and the demo candidate's dashboard:
 *   medians of the scores, FCP, LCP, TBT, CLS, and the JavaScript/CSS each page loaded (raw,
 *   gzipped, transferred);
 * - "job titles visible" on /careers and the search page in headless Chromium without
 *   throttling, cold and warm, median of BENCH_LOADS (default 10).
 * Writes bench/results/web.json.
 *   node --import tsx bench/web.ts     (npm run bench:web; BENCH_SKIP_BUILD=1 uses the current build)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { request } from 'playwright-core';
import { demo } from '../e2e/support/auth.ts';
import { benchDatabase, startServer, stopServer, writeResult } from './support/bench-kit.ts';
import { lighthousePage } from './support/lighthouse-runs.ts';
import { titlesVisible } from './support/titles-visible.ts';

const root = path.resolve(import.meta.dirname, '..');
const positions = Number(process.env.BENCH_POSITIONS ?? 2000);
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const loads = Number(process.env.BENCH_LOADS ?? 10);
const searchPath = '/careers/search?query=engineer';

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** The demo candidate's session cookies as one Cookie header (boot hands out the CSRF token). */
async function candidateCookie(base: string): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  try {
    const boot = await api.get('/api/pcsx/boot');
    const token = boot.headers()['x-csrf-token'] ?? '';
    const res = await api.post('/api/auth/login', {
      data: { email: demo.candidate.email, password: demo.candidate.password },
      headers: { 'x-csrf-token': token },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
    const { cookies } = await api.storageState();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await api.dispose();
  }
}

const loadAtStart = os.loadavg()[0]!;
const database = await benchDatabase('pglite');
const started = performance.now();
const { server, base } = await startServer({
  ...database.env,
  DEMO_POSITIONS: String(positions),
  AUTH_RATE_LIMIT_MAX: '100000',
});
const firstStartSeconds = Math.round((performance.now() - started) / 100) / 10;
const load = () => Math.round(os.loadavg()[0]! * 100) / 100;

try {
  const found = await (await fetch(`${base}/api/pcsx/search?query=engineer`)).json();
  const jobId = found.data.positions[0]?.id;
  if (!jobId) throw new Error('the demo search found no job');
  const cookie = await candidateCookie(base);
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
    .version;

  const pages: Record<string, Record<string, unknown>> = {};
  const result = {
    measuredAt: new Date().toISOString(),
    // The 1-minute load average: figures taken on a busy machine are slower than on a quiet one.
    machine: {
      cpus: os.cpus().length,
      loadAverage: { atStart: Math.round(loadAtStart * 100) / 100, atEnd: 0 },
    },
    positions,
    firstStartSeconds,
    lighthouse: {
      version: lighthouseVersion,
      preset: 'mobile (default config: simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: lighthouseRuns,
      pages,
    },
    jobTitlesVisible: {
      browser: 'headless Chromium, no throttling, 1366x900',
      loadsPerCase: loads,
      pages: {} as Record<string, unknown>,
    },
  };
  const lighthouseTargets: [string, string, Record<string, string>?][] = [
    ['careers', '/careers'],
    ['search', searchPath],
    ['job', `/careers/job/${jobId}`],
    ['dashboard', '/careers/dashboard', { cookie }],
  ];
  for (const [name, p, headers] of lighthouseTargets) {
    console.log(`Lighthouse: ${p}`);
    pages[name] = await lighthousePage(`${base}${p}`, lighthouseRuns, headers);
  }
  result.machine.loadAverage.atEnd = load();
  writeResult('web', result); // kept should the second part fail
  console.log('Job titles visible');
  result.jobTitlesVisible.pages = await titlesVisible(base, ['/careers', searchPath], loads);
  result.machine.loadAverage.atEnd = load();
  writeResult('web', result);
} finally {
  await stopServer(server);
  await database.drop();
}
