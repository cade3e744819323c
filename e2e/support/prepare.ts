import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The company e2e/admin/new-tenant-journey.e2e.ts starts from (made by `prepareDataDir`). */
export type NewTenant = {
  domain: string;
  admin: { email: string; password: string; name: string };
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The environment the suite's server and CLI run with, on the embedded database in `dataDir`. */
export function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_POSITIONS: '300',
    // Search answers are checked against their schemas here as in the server's tests.
    CHECK_RESPONSES: 'true',
    // Every test signs up or logs in from the same address; the per-minute limit is tested
    // in the server suite, not here.
    AUTH_RATE_LIMIT_MAX: '1000',
    // One process serves the suite, so a job posted a few seconds ago is in its search index:
    // alerts consider it after 5 s instead of 2 minutes (talent-network.e2e.ts receives one).
    ALERT_SETTLE_SECONDS: '5',
  };
  delete env.DATABASE_URL; // the end-to-end suite runs the default: the embedded database
  return env;
}

// Bounds a hung start, not a pace: seeding 300 positions on a busy shared machine took
// more than two minutes.
const readyWithin = 600_000;

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM'); // a run that gives up must not leave the server behind
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The server as `npm start` runs it, on `dataDir`, once it answers /readyz. */
export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  // The server as `npm start` runs it: the bundle `npm run build` made (apps/server/dist).
  const child = spawn('node', ['--expose-gc', 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...serverEnv(dataDir), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${port}`, child, readyWithin);
  return child;
}

const log = (what: string, t0: number) =>
  console.log(`[e2e setup] ${what} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);

/**
 * Fills an empty data directory with what the suite reads: the demo tenant with 300 positions
 * (seeded by the server's first start), the configured sites (support/make-tenants.ts) and the
 * new company made with the real CLI. The server is stopped again when this returns.
 */
export async function prepareDataDir(dataDir: string): Promise<NewTenant> {
  const t0 = Date.now();
  const env = serverEnv(dataDir);
  const cli = (...args: string[]) => {
    const r = spawnSync('node', ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`cli ${args[0]} failed: ${r.stderr}`);
  };
  // The server seeds the demo tenant on an empty database, so it starts once first; the
  // other tenants go in after that (the embedded database admits one process at a time).
  const server = await startServer(dataDir, await freePort());
  log('first start (migrations, demo seed)', t0);
  await stopServer(server); // graceful shutdown must leave the embedded database consistent
  // The configured sites (fixture, gate, theme) in one process with the CLI's own commands
  // (support/make-tenants.ts): six CLI runs cost six starts of tsx, the server's modules and
  // the embedded database.
  const sites = spawnSync('node', ['--import', 'tsx', 'e2e/support/make-tenants.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (sites.status !== 0) throw new Error(`make-tenants failed: ${sites.stderr}`);
  log('configured sites made', t0);
  // A brand-new company for e2e/admin/new-tenant-journey.e2e.ts, made the way an operator
  // makes one (docs/admin.md "A new company"): no configuration file, no jobs, one admin. Its
  // own name under `.localhost`, which Chromium sends to this machine, so the browser reaches
  // it by its Host header as a real company's domain would be reached.
  const newTenant: NewTenant = {
    domain: `acme-${Date.now().toString(36)}.localhost`,
    admin: { email: 'owner@acme.example', password: 'Acme-Owner-2026', name: 'Alex Owner' },
  };
  cli('create-tenant', '--domain', newTenant.domain, '--name', 'Acme Robotics');
  cli(
    'create-admin',
    '--domain',
    newTenant.domain,
    '--email',
    newTenant.admin.email,
    '--password',
    newTenant.admin.password,
    '--first',
    'Alex',
    '--last',
    'Owner',
  );
  log('new company made with the CLI', t0);
  return newTenant;
}

/**
 * A prepared data directory made once for several shards (e2e/run.ts): `data/` is copied by
 * each shard's global setup, `new-tenant.json` says which company `data/` holds.
 */
export const prepared = {
  data: (dir: string) => path.join(dir, 'data'),
  newTenant: (dir: string) => path.join(dir, 'new-tenant.json'),
};

export function assertBuilt(): void {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/server.js'])
    if (!fs.existsSync(path.join(root, built)))
      throw new Error(`Build first (${built} is missing): npm run build`);
}
