/**
 * Search at scale: starts the server on a fresh database seeded with 100,000 demo positions
 * (PGlite by default, or a PostgreSQL server: BENCH_DATABASE_URL, a scratch database is
 * created and dropped), then runs a fixed mix over HTTP: 240 searches (query with typos and
 * plurals, location, filters and facet counts, paging, every sort) and 200 autocompletes.
 * Writes p50/p95/p99, throughput and the server's peak RSS to bench/results/search-<backend>.json.
 *   node --import tsx bench/search.ts [pglite|postgres]
 * The server caches the page-independent part of recent searches per index version, so the
 * figures are also given for the first pass alone (every search new to the server).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed-demo.ts';

const backend = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const positions = Number(process.env.BENCH_POSITIONS ?? 100_000);
const root = path.resolve(import.meta.dirname, '..');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;
const stats = (times: number[], seconds: number) => {
  const s = [...times].sort((a, b) => a - b);
  return {
    requests: s.length,
    p50: round(pct(s, 50)),
    p95: round(pct(s, 95)),
    p99: round(pct(s, 99)),
    rps: Math.round(s.length / seconds),
  };
};
const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

// ---- The fixed mix -------------------------------------------------------------------
const queries = [
  '',
  'engineer',
  'software engineer',
  'engineers',
  'enginer',
  'senior data scientist',
  'data analyst',
  'product manager',
  'designer',
  'kubernetes',
  'python',
  'typescript react',
  'sales',
  'account executive',
  'accountant',
  'recruiter',
  'marketing manager',
  'security',
  'devops',
  'customer success',
  'analysts',
  'managr',
  'legal counsel',
  'support',
  'machine learning',
  'finance',
  'intern',
  'director',
  'java',
  'sql',
];
const locations = [
  '',
  'Berlin',
  'London',
  'United States',
  'remote',
  'San Francisco',
  'Germany',
  'Bengaluru',
  'Toronto',
  'Paris',
];
const filterSets: Record<string, string | string[]>[] = [
  {},
  { filter_work_place: ['remote', 'hybrid'] },
  { filter_seniority: 'senior' },
  { filter_department: 'Engineering', filter_employment_type: 'full_time' },
  { filter_date_posted: '7' },
  { filter_skills: ['Python', 'SQL'] },
  { filter_country: 'US', filter_seniority: ['mid', 'senior'] },
  { filter_employment_type: ['contract', 'part_time'] },
];
const sorts = ['relevance', 'newest', 'distance'];

function searchUrls(): string[] {
  const urls: string[] = [];
  for (let i = 0; i < 240; i++) {
    const params = new URLSearchParams();
    const q = queries[i % queries.length]!;
    const loc = locations[(i * 7) % locations.length]!;
    if (q) params.set('query', q);
    if (loc) params.set('location', loc);
    for (const [k, v] of Object.entries(filterSets[(i * 3) % filterSets.length]!))
      for (const value of Array.isArray(v) ? v : [v]) params.append(k, value);
    params.set('sort_by', sorts[i % sorts.length]!);
    params.set('start', String((i % 4) * 10));
    urls.push(`${base}/api/pcsx/search?${params}`);
  }
  return urls;
}

function autocompleteUrls(): string[] {
  const terms = [
    's',
    'so',
    'sof',
    'soft',
    'e',
    'en',
    'eng',
    'engi',
    'd',
    'da',
    'dat',
    'data',
    'p',
    'pr',
    'pro',
    'prod',
    'ma',
    'man',
    'ku',
    'kub',
    'py',
    'pyt',
    'ty',
    'typ',
    'sa',
    'sal',
    'acc',
    'ac',
    're',
    'rec',
  ];
  const places = [
    'b',
    'be',
    'ber',
    'l',
    'lo',
    'lon',
    'n',
    'ne',
    'new',
    'r',
    're',
    'rem',
    'g',
    'ge',
    'ger',
    'to',
    'tor',
    'p',
    'pa',
    'par',
  ];
  const urls: string[] = [];
  for (let i = 0; i < 200; i++) {
    urls.push(
      i % 2
        ? `${base}/api/pcsx/autocomplete?type=location&term=${encodeURIComponent(places[i % places.length]!)}`
        : `${base}/api/pcsx/autocomplete?term=${encodeURIComponent(terms[i % terms.length]!)}`,
    );
  }
  return urls;
}

async function run(urls: string[], concurrency: number) {
  const times: number[] = new Array(urls.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(urls[i]!);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${urls[i]} answered ${res.status}`);
        times[i] = performance.now() - t0;
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

// ---- Server --------------------------------------------------------------------------
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  DEMO_POSITIONS: String(positions),
};
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
if (backend === 'postgres') {
  scratch = await createScratchDatabase(adminUrl, 'oc_bench');
  env.DATABASE_URL = scratch.url;
} else {
  env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-bench-search-'));
  delete env.DATABASE_URL;
}
// Seed here, not in the server: the figures are about serving (the server still builds its
// index from the database at start), not about generating 100,000 positions.
const seedStarted = performance.now();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR! },
);
await migrateDatabase(database, env.DATABASE_URL);
await seedDemoIfEmpty(database.db, { positions });
await database.close();
const seedMs = Math.round(performance.now() - seedStarted);

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
  if (server.exitCode !== null) throw new Error('the server stopped');
  await new Promise((r) => setTimeout(r, 250));
}

try {
  const searches = searchUrls();
  const completes = autocompleteUrls();
  // The first search waits for the index build, so this is start-up until search answers.
  const probe = await (await fetch(`${base}/api/pcsx/search`)).json();
  const readyMs = Math.round(performance.now() - started);
  // Sequential: latency as one visitor sees it. The first 120 searches are all new to the server.
  const search = await run(searches, 1);
  const autocomplete = await run(completes, 1);
  // Four at once: throughput of the mix.
  const parallel = await run([...searches, ...completes], 4);
  const result = {
    backend,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => round(n)),
    positions: probe.data.count,
    seedMs,
    startWithIndexBuildMs: readyMs,
    search: stats(search.times, search.seconds),
    searchFirstPass: stats(search.times.slice(0, 120), search.seconds / 2),
    autocomplete: stats(autocomplete.times, autocomplete.seconds),
    mixedConcurrency4: stats(parallel.times, parallel.seconds),
    peakRssMb: rssMb(server.pid!),
    targets: { searchP95Ms: 25, autocompleteP95Ms: 10, rssMb: 1536 },
  };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, `results/search-${backend}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  await scratch?.drop();
}
