#!/usr/bin/env node
// `npm test`: every suite in turn: unit (contracts, web), server API (PGlite and
// PostgreSQL), then a production build and the end-to-end suite in Chromium. Output is
// passed through, and the test counts the runners print are added up for the last line.
import { spawn } from 'node:child_process';

const steps = [
  ['unit tests', ['npm', 'run', 'test:unit']],
  ['server tests', ['npm', 'run', 'test:server']],
  ['web build', ['npm', 'run', 'build']],
  ['end-to-end tests', ['npm', 'run', 'test:e2e']],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const ansi = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0, skipped: 0 };

const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines.map((l) => l.replace(ansi, ''))) {
        const m = /^\s*Tests\s+(.*)$/.exec(line);
        if (!m) continue;
        for (const [, n, kind] of m[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
      }
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const results = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n##### ${name} #####`);
  const started = Date.now();
  const code = await run(cmd, args);
  results.push({ name, ok: code === 0, s: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) break;
}
console.log('\n##### summary #####');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s}s)`);
for (const [name] of steps.slice(results.length)) console.log(`skip ${name} (an earlier step failed)`);
const ok = results.length === steps.length && results.every((r) => r.ok);
const failed = totals.failed + (ok ? 0 : 1);
console.log(
  `${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
