#!/usr/bin/env node
// Runs the server suite on PGlite always, and on the PostgreSQL server when one answers
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). With
// REQUIRE_POSTGRES=1 (CI) an unreachable server is a failure, not a skip.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const extra = process.argv.slice(2);

const run = (kind) => {
  console.log(`\n=== server tests on ${kind} ===`);
  const r = spawnSync('npx', ['vitest', 'run', ...extra], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: kind },
  });
  return r.status ?? 1;
};

async function postgresReachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let status = run('pglite');
if (await postgresReachable()) status ||= run('postgres');
else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL at ${url} is not reachable, and REQUIRE_POSTGRES=1.`);
  status ||= 1;
} else console.log(`\nPostgreSQL at ${url} is not reachable: server tests ran on PGlite only.`);
process.exit(status);
