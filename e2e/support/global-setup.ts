import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium-options.ts';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

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

/**
 * The built app on a free port with a fresh data directory, as `npm start` runs it, plus a
 * second tenant configured through the real CLI to exercise the configurable shell parts.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_POSITIONS: '300',
    // Every test signs up or logs in from the same address; the per-minute limit is tested
    // in the server suite, not here.
    AUTH_RATE_LIMIT_MAX: '1000',
  };
  delete env.DATABASE_URL; // the end-to-end suite runs the default: the embedded database

  const cli = (...args: string[]) => {
    const r = spawnSync('node', ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`cli ${args[0]} failed: ${r.stderr}`);
  };
  // The server seeds the demo tenant on an empty database, so it starts once first; the
  // fixture tenant goes in after that (the embedded database admits one process at a time).
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  // Bounds a hung start, not a pace: seeding 300 positions on a busy shared machine took
  // more than two minutes.
  const readyWithin = 600_000;
  let server = start();
  await waitForReady(baseURL, server, readyWithin);
  await stop(server); // graceful shutdown must leave the embedded database consistent
  cli(
    'create-tenant',
    '--domain',
    'fixture.example',
    '--name',
    'Fixture Co',
    '--config',
    path.join(import.meta.dirname, 'fixture-tenant.json'),
  );
  cli(
    'create-admin',
    '--domain',
    'fixture.example',
    '--email',
    'owner@fixture.example',
    '--password',
    'Fixture-Owner-2026',
  );
  // A site with the terms gate, onboarding and a logged-out notification (e2e/notifications).
  cli(
    'create-tenant',
    '--domain',
    'gate.example',
    '--name',
    'Gate Co',
    '--config',
    path.join(import.meta.dirname, 'gate-tenant.json'),
  );
  cli(
    'create-admin',
    '--domain',
    'gate.example',
    '--email',
    'owner@gate.example',
    '--password',
    'Gate-Owner-2026',
  );
  // A site of its own for the theme builder (e2e/site-settings/theme-builder.e2e.ts), whose
  // published themes and versions must not touch the other tests' sites.
  cli(
    'create-tenant',
    '--domain',
    'theme.example',
    '--name',
    'Theme Co',
    '--config',
    path.join(import.meta.dirname, 'theme-tenant.json'),
  );
  cli(
    'create-admin',
    '--domain',
    'theme.example',
    '--email',
    'owner@theme.example',
    '--password',
    'Theme-Owner-2026',
  );
  // A brand-new company for e2e/admin/new-tenant-journey.e2e.ts, made the way an operator
  // makes one (docs/admin.md "A new company"): no configuration file, no jobs, one admin. Its
  // own name under `.localhost`, which Chromium sends to this machine, so the browser reaches
  // it by its Host header as a real company's domain would be reached.
  const newTenant = {
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
  server = start();
  await waitForReady(baseURL, server, readyWithin);

  project.provide('baseURL', baseURL);
  project.provide('newTenant', { ...newTenant, origin: `http://${newTenant.domain}:${port}` });
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
    /** A company created for the run with create-tenant and create-admin only. */
    newTenant: {
      domain: string;
      origin: string;
      admin: { email: string; password: string; name: string };
    };
  }
}
