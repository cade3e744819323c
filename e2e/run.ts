// `npm run test:e2e`: the end-to-end suite in shards side by side (E2E_SHARDS, default 1; CI runs 2, see .ci/run).
// The data directory every shard starts from (demo seed, CLI-made tenants) is prepared once
// here; each shard is its own vitest process whose global setup copies it and starts its own
// server and Chromium, so no shard sees another's writes. Within a shard the files run one at a
// time as before. Output lines are passed through whole; each shard prints its own summary
// ("Tests  N passed"), which scripts/test-all.mjs adds up. Arguments go to every vitest.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, prepareDataDir, prepared } from './support/prepare.ts';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
const args = process.argv.slice(2);
// E2E_REPORT_DIR=<dir>: each shard also writes vitest's JSON report there (per-file times for
// support/durations.json, docs/testing.md).
const reportDir = process.env.E2E_REPORT_DIR;
const report = (name: string) =>
  reportDir
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.resolve(reportDir, `${name}.json`)}`,
      ]
    : [];

const vitest = (extra: string[], env: NodeJS.ProcessEnv, label: string) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...extra, ...args], {
      cwd: import.meta.dirname,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Whole lines only, so that two shards' output never mixes within a line.
    const pass = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let rest = '';
      from.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length) to.write(`${lines.join('\n')}\n`);
      });
      from.on('end', () => rest && to.write(`${rest}\n`));
    };
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    child.on('close', (code) => {
      const s = Math.round((Date.now() - started) / 1000);
      console.log(`[e2e] ${label}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${s} s`);
      resolve(code ?? 1);
    });
  });

let code: number;
if (shards === 1) {
  code = await vitest(report('e2e'), {}, 'the suite');
} else {
  assertBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-e2e-prepared-'));
  try {
    fs.mkdirSync(prepared.data(dir));
    const newTenant = await prepareDataDir(prepared.data(dir));
    fs.writeFileSync(prepared.newTenant(dir), JSON.stringify(newTenant));
    const codes = await Promise.all(
      Array.from({ length: shards }, (_, i) =>
        vitest(
          [`--shard=${i + 1}/${shards}`, ...report(`shard-${i + 1}`)],
          { E2E_PREPARED_DIR: dir },
          `shard ${i + 1}/${shards}`,
        ),
      ),
    );
    code = codes.find((c) => c !== 0) ?? 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (reportDir) {
  // The seconds each file took, in the form of support/durations.json, for refreshing that table.
  const durations: Record<string, number> = {};
  for (const file of fs.readdirSync(reportDir).filter((f) => /^(e2e|shard-\d+)\.json$/.test(f))) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')) as {
      testResults: { name: string; startTime: number; endTime: number }[];
    };
    for (const r of report.testResults) {
      const name = path
        .relative(import.meta.dirname, r.name)
        .split(path.sep)
        .join('/');
      durations[name] = Math.round((r.endTime - r.startTime) / 1000);
    }
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(path.join(reportDir, 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`[e2e] per-file seconds in ${path.join(reportDir, 'durations.json')}`);
}
process.exit(code);
