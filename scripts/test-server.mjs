#!/usr/bin/env node
// Runs the server suite on PGlite always, and on the PostgreSQL server when one answers
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). With
// REQUIRE_POSTGRES=1 (CI) an unreachable server is a failure, not a skip.
// The two suites run at the same time (each copies its own template database; while one
// waits on the PostgreSQL server the other computes). Each suite's output is held back and
// printed whole when it ends, so the two never interleave and scripts/test-all.mjs still
// reads one 'Tests …' line per suite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const extra = process.argv.slice(2);

const start = (kind) => {
  const started = Date.now();
  const child = spawn('npx', ['vitest', 'run', ...extra], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_DB: kind },
  });
  const out = [];
  const err = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => err.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        kind,
        status: code ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
      }),
    );
  });
};

const print = (run) => {
  process.stdout.write(`\n=== server tests on ${run.kind} (${run.seconds}s) ===\n`);
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
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

const reachable = await postgresReachable();
const runs = [start('pglite')];
if (reachable) runs.push(start('postgres'));
let status = 0;
// In a fixed order: PGlite's output as soon as it is done, then PostgreSQL's.
for (const pending of runs) {
  const run = await pending;
  print(run);
  status ||= run.status;
}
if (!reachable && process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL at ${url} is not reachable, and REQUIRE_POSTGRES=1.`);
  status ||= 1;
} else if (!reachable)
  console.log(`\nPostgreSQL at ${url} is not reachable: server tests ran on PGlite only.`);
process.exit(status);
