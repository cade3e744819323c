// The dependency rules (.dependency-cruiser.cjs, run by `npm run lint`) fail on the imports
// they forbid and pass the ones they allow: dependency-cruiser runs on two small made-up
// trees laid out like the repository, one breaking every rule, one keeping them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const made = [];

/** Writes `files` (path → source) into a fresh directory. */
function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-rules-'));
  made.push(dir);
  for (const [file, source] of Object.entries({
    'node_modules/drizzle-orm/package.json': '{"name":"drizzle-orm","main":"index.js"}',
    'node_modules/drizzle-orm/index.js': 'export const eq = 1;',
    'node_modules/react/package.json': '{"name":"react","main":"index.js"}',
    'node_modules/react/index.js': 'export const useState = 1;',
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

function cruise(dir) {
  const r = spawnSync(
    process.execPath,
    [depcruise, 'apps', 'packages', '--config', config, '--output-type', 'err'],
    { cwd: dir, encoding: 'utf8' },
  );
  // The reporter `npm run lint` uses: one `error <rule>: <from> → <to>` per violation.
  const violations = [...r.stdout.matchAll(/^\s+error ([a-z-]+): (\S+)/gm)].map(
    ([, rule, from]) => `${rule}: ${from}`,
  );
  return { status: r.status, output: r.stdout + r.stderr, violations };
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const shared = {
  'apps/web/src/features/beta/index.ts': "export { x } from './logic/x.ts';",
  'apps/web/src/features/beta/logic/x.ts': 'export const x = 1;',
  'apps/server/src/modules/beta/repository.ts': 'export type Row = { id: string };\nexport const repo = {};',
  'apps/server/src/modules/beta/service.ts':
    "import { repo } from './repository.ts';\nexport const find = repo;",
  'apps/server/src/modules/beta/routes.ts': 'export const routes = 1;',
  'apps/server/src/db/schema/index.ts': 'export const users = 1;',
  'apps/server/src/db/seed/seed-demo.ts': 'export const seed = 1;',
  'apps/server/src/config.ts': 'export const config = 1;',
  'packages/contracts/src/ok.ts': 'export const ok = 1;',
};

describe('dependency rules', () => {
  it('fail on each forbidden import, naming the rule and the importing file', { timeout: 120_000 }, () => {
    const { status, violations } = cruise(
      tree({
        ...shared,
        'apps/web/src/features/alpha/a.ts': "import { x } from '../beta/logic/x.ts';\nexport const a = x;",
        'apps/server/src/modules/alpha/service.ts':
          "import { repo } from '../beta/repository.ts';\nimport { seed } from '../../db/seed/seed-demo.ts';\nexport const s = [repo, seed];",
        'apps/server/src/modules/alpha/helper.ts':
          "import { routes } from '../beta/routes.ts';\nexport const h = routes;",
        'apps/server/src/modules/alpha/routes.ts':
          "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index.ts';\nexport const r = [eq, users];",
        'apps/server/src/lib/one.ts': "import { two } from './two.ts';\nexport const one = () => two;",
        'apps/server/src/lib/two.ts': "import { one } from './one.ts';\nexport const two = () => one;",
        'apps/web/src/lib/reach.ts':
          "import { config } from '../../../server/src/config.ts';\nexport const c = config;",
        'packages/contracts/src/bad.ts':
          "import { config } from '../../../apps/server/src/config.ts';\nexport const c = config;",
        'packages/forms/src/core/bad.ts': "import { useState } from 'react';\nexport const u = useState;",
      }),
    );
    expect(status).not.toBe(0);
    expect(violations.sort()).toEqual(
      [
        'web-feature-internals: apps/web/src/features/alpha/a.ts',
        'server-module-repository: apps/server/src/modules/alpha/service.ts',
        'no-seed-in-app: apps/server/src/modules/alpha/service.ts',
        'server-module-routes: apps/server/src/modules/alpha/helper.ts',
        'routes-no-sql: apps/server/src/modules/alpha/routes.ts',
        'routes-no-sql: apps/server/src/modules/alpha/routes.ts',
        'no-circular: apps/server/src/lib/one.ts', // a cycle is reported once
        'web-server-apart: apps/web/src/lib/reach.ts',
        'packages-not-apps: packages/contracts/src/bad.ts',
        'forms-core-no-react: packages/forms/src/core/bad.ts',
      ].sort(),
    );
  });

  it('pass the allowed ones: public entries, services, types, start-up seeding, tests', {
    timeout: 120_000,
  }, () => {
    const { status, violations, output } = cruise(
      tree({
        ...shared,
        'apps/web/src/features/alpha/a.ts': "import { x } from '../beta/index.ts';\nexport const a = x;",
        'apps/server/src/modules/alpha/service.ts':
          "import type { Row } from '../beta/repository.ts';\nimport { find } from '../beta/service.ts';\nexport const s = (r: Row) => [r, find];",
        'apps/server/src/modules/alpha/alpha.test.ts':
          "import { seed } from '../../db/seed/seed-demo.ts';\nexport const t = seed;",
        'apps/server/src/server.ts': "import { seed } from './db/seed/seed-demo.ts';\nexport const s = seed;",
        'apps/server/src/lib/one.ts':
          "import type { Two } from './two.ts';\nexport type One = { two?: Two };",
        'apps/server/src/lib/two.ts':
          "import type { One } from './one.ts';\nexport type Two = { one?: One };",
      }),
    );
    expect(violations).toEqual([]);
    expect(status, output).toBe(0);
  });
});
