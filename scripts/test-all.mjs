#!/usr/bin/env node
// `npm test`: every suite in turn: unit (contracts, web), server API (PGlite and
// PostgreSQL), then a production build and the end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['unit tests', ['npm', 'run', 'test:unit']],
  ['server tests', ['npm', 'run', 'test:server']],
  ['web build', ['npm', 'run', 'build']],
  ['end-to-end tests', ['npm', 'run', 'test:e2e']],
];

const results = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n##### ${name} #####`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: r.status === 0, s: Math.round((Date.now() - started) / 1000) });
  if (r.status !== 0) break;
}
console.log('\n##### summary #####');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s}s)`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`${results.filter((r) => r.ok).length} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
