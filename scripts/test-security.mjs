#!/usr/bin/env node
// `npm run test:security`: the security checks as one named suite (issue 13), on PGlite.
// Runs every `*.security.test.ts` file of the server, the forms package and the web app,
// plus the generated bad-input suite, then prints each check by name with its result.
// `npm test` runs this as its own step and leaves these files out of the unit and server
// suites (SKIP_SECURITY_TESTS), so CI runs each check once and prints this summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const suites = [
  { name: 'server', dir: 'apps/server', files: ['.security.test.ts', 'src/test/bad-input.test.ts'] },
  { name: 'forms', dir: 'packages/forms', files: ['.security.test.ts'] },
  { name: 'web', dir: 'apps/web', files: ['.security.test.ts'] },
];

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-security-'));
const rows = [];
let failed = false;
for (const suite of suites) {
  const report = path.join(outDir, `${suite.name}.json`);
  console.log(`\n=== security checks: ${suite.name} ===`);
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...suite.files,
      // A fresh database per file takes a while on a busy machine.
      '--hookTimeout=180000',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      cwd: path.join(root, suite.dir),
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: 'pglite', SKIP_SECURITY_TESTS: '0' },
    },
  );
  if (r.status !== 0) failed = true;
  if (!fs.existsSync(report)) {
    rows.push({ file: suite.dir, check: '(the suite did not run)', status: 'failed' });
    continue;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  for (const file of json.testResults) {
    const rel = path.relative(root, file.name);
    for (const t of file.assertionResults)
      rows.push({ file: rel, check: [...t.ancestorTitles, t.title].join(' › '), status: t.status });
    if (!file.assertionResults.length) rows.push({ file: rel, check: '(no checks ran)', status: 'failed' });
    else if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      const why = String(file.message ?? '').split('\n')[0];
      rows.push({ file: rel, check: `(the file failed outside its checks: ${why})`, status: 'failed' });
    }
  }
}

console.log('\n=== security suite summary ===');
let lastFile = '';
for (const row of rows) {
  if (row.file !== lastFile) console.log(`\n${row.file}`);
  lastFile = row.file;
  const mark = row.status === 'passed' ? '✓' : row.status === 'failed' ? '✗' : '-';
  console.log(`  ${mark} ${row.check}`);
  if (row.status === 'failed') failed = true;
}
const count = (s) => rows.filter((r) => r.status === s).length;
console.log(
  `\n${count('passed')} passed, ${count('failed')} failed, ${count('skipped') + count('pending')} skipped`,
);
fs.rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
