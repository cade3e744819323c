import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium-options.ts';
import {
  assertBuilt,
  freePort,
  type NewTenant,
  prepareDataDir,
  prepared,
  startServer,
  stopServer,
} from './prepare.ts';

/**
 * The built app on a free port with a data directory of its own, as `npm start` runs it: the
 * demo tenant plus the tenants made through the real CLI (support/prepare.ts). When e2e/run.ts
 * runs the suite in shards it prepares that directory once and names it in E2E_PREPARED_DIR;
 * each shard copies it, so the shards share nothing (server, database, browser). A plain
 * `npx vitest run <file>` prepares its own.
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  const t0 = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-e2e-'));
  let newTenant: NewTenant;
  const preparedDir = process.env.E2E_PREPARED_DIR;
  if (preparedDir) {
    fs.cpSync(prepared.data(preparedDir), dataDir, { recursive: true });
    newTenant = JSON.parse(fs.readFileSync(prepared.newTenant(preparedDir), 'utf8')) as NewTenant;
  } else {
    newTenant = await prepareDataDir(dataDir);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);

  project.provide('baseURL', baseURL);
  project.provide('newTenant', { ...newTenant, origin: `http://${newTenant.domain}:${port}` });
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  console.log(`[e2e setup] server and Chromium ready after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return async () => {
    await browser.close();
    await stopServer(server);
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
