import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/** Which database the suite runs on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(database);
    return database;
  }
  const name = `oc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database, url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testServerUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
