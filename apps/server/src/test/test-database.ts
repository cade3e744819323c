import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

/** Which database the suite runs on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(database);
    return database;
  }
  const scratch = await createScratchDatabase(testServerUrl, 'oc_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrateDatabase(database, scratch.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
