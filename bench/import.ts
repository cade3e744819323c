/**
 * Job import at size: starts the real server on a fresh embedded database (PGlite, the hard
 * case: one process), logs in as the demo admin and imports a generated CSV of 10,000 jobs
 * through the admin API: the dry run, then the run, polled until it ends (as the progress bar
 * does), then a candidate search until the last job is found. Target: the run ≤ 30 s.
 * Writes bench/results/import.json.
 *   node --import tsx bench/import.ts [pglite|postgres]
 */
import os from 'node:os';
import {
  backendFromArgs,
  benchDatabase,
  rssMb,
  startServer,
  stopServer,
  writeResult,
} from './support/bench-kit.ts';

const backend = backendFromArgs();
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const cities = [
  ['Berlin', 'DE'],
  ['Lisbon', 'PT'],
  ['Austin', 'US'],
  ['Toronto', 'CA'],
  ['Osaka', 'JP'],
  ['Lyon', 'FR'],
] as const;
const types = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'];
const levels = ['Junior', 'Mid', 'Senior', 'Lead', 'Manager'];
const places = ['On-site', 'Hybrid', 'Remote'];
const paragraph =
  'You will design, build and run services that thousands of people rely on every day, with a small team that owns its work from idea to production.';

function csv(n: number): string {
  const lines = [
    'Job ID,Title,Department,Employment Type,Level,Workplace,Description,Skills,Salary Min,Salary Max,Currency,City,Country',
  ];
  for (let i = 0; i < n; i++) {
    const [city, country] = cities[i % cities.length]!;
    lines.push(
      [
        `BENCH-${i}`,
        `Benchmark Engineer ${i}`,
        ['Engineering', 'Sales', 'Operations', 'Design'][i % 4],
        types[i % types.length],
        levels[i % levels.length],
        places[i % places.length],
        `"<h3>About the role</h3><p>${paragraph}</p><ul><li>Ship</li><li>Learn</li></ul><p>${paragraph}</p>"`,
        'TypeScript; PostgreSQL; Kubernetes',
        String(40_000 + (i % 50) * 1000),
        String(60_000 + (i % 50) * 1000),
        'EUR',
        city,
        country,
      ].join(','),
    );
  }
  return lines.join('\n');
}

const database = await benchDatabase(backend);
const { server, base } = await startServer({
  ...database.env,
  AUTH_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
});
try {
  const bootRes = await fetch(`${base}/api/pcsx/boot`);
  // Every cookie the server sets (session, CSRF secret), sent back on each call.
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(bootRes);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let token = (await bootRes.json()).data.csrfToken;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: cookieHeader(),
        ...init.headers,
      },
    });
    keep(res);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await call('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@northwind.example', password: 'Demo-Admin-2026' }),
  });
  // Logging in starts a new session with its own CSRF token.
  token = (await call('/api/pcsx/boot')).data.csrfToken;
  const content = csv(rows);
  const body = JSON.stringify({ format: 'csv', content });

  let t = performance.now();
  const dry = (await call('/api/admin/import/dry-run', { method: 'POST', body })).data;
  const dryRunMs = Math.round(performance.now() - t);

  t = performance.now();
  let run = (await call('/api/admin/import/runs', { method: 'POST', body })).data.run;
  const acceptedMs = Math.round(performance.now() - t);
  let polls = 0;
  while (run.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    run = (await call(`/api/admin/import/runs/${run.id}`)).data.run;
    polls++;
  }
  const runMs = Math.round(performance.now() - t);

  // Until a candidate finds the last imported job.
  const searched = performance.now();
  for (;;) {
    const found = (
      await call(`/api/pcsx/search?query=${encodeURIComponent(`Benchmark Engineer ${rows - 1}`)}`)
    ).data;
    if (found.positions.some((p: { name: string }) => p.name === `Benchmark Engineer ${rows - 1}`)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const inSearchAfterRunMs = Math.round(performance.now() - searched);

  writeResult(`import${backend === 'postgres' ? '-postgres' : ''}`, {
    backend,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    rows,
    csvMb: Math.round((content.length / 1048576) * 10) / 10,
    dryRun: { ms: dryRunMs, created: dry.created, updated: dry.updated, refused: dry.refused },
    run: {
      status: run.status,
      acceptedMs,
      totalMs: runMs,
      created: run.created,
      refused: run.refused,
      polls,
      targetMs: 30_000,
    },
    inSearchAfterRunMs,
    serverPeakRssMb: rssMb(server.pid!),
  });
} finally {
  await stopServer(server);
  await database.drop();
}
