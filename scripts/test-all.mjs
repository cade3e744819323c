#!/usr/bin/env node
// `npm test`: every suite in turn: unit (contracts, web), server API (PGlite and
// PostgreSQL), then a production build and the end-to-end suite in Chromium. A failing suite
// does not stop the others (a CI run costs half an hour; one failure must not hide the rest);
// only the steps that need the build are skipped when the build fails. Output is
// passed through, and the test counts the runners print are added up for the last line.
// The build (web app and server bundle) is followed by the size budget check (docs/performance.md), which fails the
// run when the JavaScript or CSS a first visit loads grows past apps/web/size-budget.json.
import { spawn } from 'node:child_process';

// The unit and server suites leave out the `*.security.test.ts` files: the security step runs
// them (with the generated bad-input suite) as one named suite that lists each check.
const withoutSecurity = { SKIP_SECURITY_TESTS: '1' };
const steps = [
  ['unit tests', ['npm', 'run', 'test:unit'], withoutSecurity],
  ['server tests', ['npm', 'run', 'test:server'], withoutSecurity],
  ['security checks', ['npm', 'run', 'test:security']],
  ['build', ['npm', 'run', 'build']],
  ['size budget', ['npm', 'run', 'check:size'], {}, 'build'],
  ['end-to-end tests', ['npm', 'run', 'test:e2e'], {}, 'build'],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const ansi = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0, skipped: 0 };
// The failing tests' names, repeated at the very end: CI shows only the tail of the output.
const failures = new Set();
// With the first lines of each error (what timed out, what was expected), so a failure in CI
// can be understood from that tail alone.
const errorLines = [];
const errorLine = /^\s*(\w*Error\b.*|- waiting for .*|Expected:.*|Received:.*|❯ .*\.e2e\.ts:\d+.*)$/;

// Each stream's lines are read whole (chunks may end mid-line): vitest writes the tests to
// stdout and the failures' details to stderr.
const lineReader = (out, onLine) => {
  let buffer = '';
  return (chunk) => {
    out.write(chunk);
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) onLine(line.replace(ansi, ''));
  };
};

const onLine = (line) => {
  if (/^\s*(FAIL|×)\s/.test(line)) failures.add(line.trim().slice(0, 200));
  if (failures.size && errorLines.length < 12 && errorLine.test(line)) {
    const text = line.trim().slice(0, 240);
    if (!errorLines.includes(text)) errorLines.push(text);
  }
  const m = /^\s*Tests\s+(.*)$/.exec(line);
  if (!m) return;
  for (const [, n, kind] of m[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
};

const run = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.on('data', lineReader(process.stdout, onLine));
    child.stderr.on('data', lineReader(process.stderr, onLine));
    child.on('close', (code) => resolve(code ?? 1));
  });

const results = [];
for (const [name, [cmd, ...args], env, needs] of steps) {
  if (needs && !results.find((r) => r.name === needs)?.ok) {
    results.push({ name, ok: false, skipped: `${needs} failed` });
    continue;
  }
  console.log(`\n##### ${name} #####`);
  const started = Date.now();
  const code = await run(cmd, args, env);
  results.push({ name, ok: code === 0, s: Math.round((Date.now() - started) / 1000) });
}
console.log('\n##### summary #####');
for (const r of results)
  console.log(r.skipped ? `skip ${r.name} (${r.skipped})` : `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s}s)`);
if (failures.size) {
  console.log('failed:');
  for (const f of [...failures].slice(0, 20)) console.log(`  ${f}`);
  if (errorLines.length) console.log('errors:');
  for (const e of errorLines) console.log(`  ${e}`);
}
const ok = results.every((r) => r.ok);
const failed = totals.failed + (ok ? 0 : 1);
console.log(
  `${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
