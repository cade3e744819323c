import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { testServerUrl } from './template-database.ts';

export { testDbKind, testServerUrl } from './template-database.ts';

/**
 * A fresh database for one test file, copied from the suite's template (migrated, demo
 * tenant, second tenant: see template-database.ts): an in-memory PGlite loaded from the
 * dumped data directory, or a new database on the PostgreSQL server created from the
 * template database and dropped again on close. Nothing written here reaches the template.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await fs.readFile(template.file)]);
    return pgliteDatabase(await PGlite.create({ loadDataDir: dump }));
  }
  const scratch = await createScratchDatabase(testServerUrl(), 'oc_test', template.name);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
