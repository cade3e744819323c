/**
 * Search at scale: starts the server on a fresh database seeded with 100,000 demo positions
 * (PGlite by default, or a PostgreSQL server: BENCH_DATABASE_URL, a scratch database is
 * created and dropped), then runs a fixed mix over HTTP: 240 searches (query with typos and
 * plurals, location, filters and facet counts, paging, every sort) and 200 autocompletes.
 * Writes p50/p95/p99, throughput and the server's peak RSS to bench/results/search-<backend>.json.
 *   node --import tsx bench/search.ts [pglite|postgres]
 * The server caches the page-independent part of recent searches per index version, so the
 * figures are also given for the first pass alone (every search new to the server).
 * Then, logged in as the demo candidate (seeded profile), 120 "Best match" searches of the same
 * mix, which score every matching job for the candidate (bestMatch in the result).
 */
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed-demo.ts';
import {
  backendFromArgs,
  benchDatabase,
  rssMb,
  startServer,
  latencyStats as stats,
  stopServer,
  writeResult,
} from './support/bench-kit.ts';

const backend = backendFromArgs();
const positions = Number(process.env.BENCH_POSITIONS ?? 100_000);

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

/** The same mix sorted by match for a logged-in candidate (new combinations: not cached). */
function bestMatchUrls(): string[] {
  return searchUrls()
    .slice(0, 120)
    .map((u) => {
      const url = new URL(u);
      url.searchParams.set('sort_by', 'best_match');
      url.searchParams.set('start', String(Number(url.searchParams.get('start')) + 10));
      return url.toString();
    });
}

/** Logs the demo candidate in; answers the session cookie. */
async function demoCandidateCookie(): Promise<string> {
  const boot = await fetch(`${base}/api/pcsx/boot`);
  const cookie = (boot.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = (await boot.json()).data.csrfToken;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ email: 'candidate@northwind.example', password: 'Demo-Candidate-2026' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? cookie).split(';')[0]!;
}

async function run(urls: string[], concurrency: number, headers: Record<string, string> = {}) {
  const times: number[] = new Array(urls.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(urls[i]!, { headers });
        const body = await res.arrayBuffer();
        if (headers.cookie && !new TextDecoder().decode(body).includes('"selected":"best_match"'))
          throw new Error(`${urls[i]} was not sorted by best match`);
        if (!res.ok) throw new Error(`${urls[i]} answered ${res.status}`);
        times[i] = performance.now() - t0;
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

// ---- Server --------------------------------------------------------------------------
const database = await benchDatabase(backend);
// Seed here, not in the server: the figures are about serving (the server still builds its
// index from the database at start), not about generating 100,000 positions.
const seedStarted = performance.now();
const seeding = await openDatabase(
  database.env.DATABASE_URL
    ? { kind: 'postgres', url: database.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: database.env.DATA_DIR! },
);
await migrateDatabase(seeding, database.env.DATABASE_URL);
await seedDemoIfEmpty(seeding.db, { positions });
await seeding.close();
const seedMs = Math.round(performance.now() - seedStarted);

const started = performance.now();
const { server, base } = await startServer({ ...database.env, DEMO_POSITIONS: String(positions) });

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
  const cookie = await demoCandidateCookie();
  const bestMatch = await run(bestMatchUrls(), 1, { cookie });
  const result = {
    backend,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    positions: probe.data.count,
    seedMs,
    startWithIndexBuildMs: readyMs,
    search: stats(search.times, search.seconds),
    searchFirstPass: stats(search.times.slice(0, 120), search.seconds / 2),
    autocomplete: stats(autocomplete.times, autocomplete.seconds),
    mixedConcurrency4: stats(parallel.times, parallel.seconds),
    bestMatch: stats(bestMatch.times, bestMatch.seconds),
    peakRssMb: rssMb(server.pid!),
    targets: { searchP95Ms: 25, autocompleteP95Ms: 10, bestMatchP95Ms: 50, rssMb: 1536 },
  };
  // The 100k run is the reference (search-<backend>.json); other sizes get their own file.
  writeResult(`search-${backend}${positions === 100_000 ? '' : `-${positions / 1000}k`}`, result);
} finally {
  await stopServer(server);
  await database.drop();
}
