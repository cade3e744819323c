import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs `src/cli.ts` as its own process on an embedded database in a temporary folder, whatever
 * the suite runs on (DATABASE_URL is dropped). Call inside a `describe`: the folder is removed
 * after it.
 */
export const cliProcess = (prefix: string) => {
  const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...withoutDatabaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
  return { cli, dataDir };
};
