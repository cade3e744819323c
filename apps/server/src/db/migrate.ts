import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Schema } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant works; it only has to be the same in every process of this application. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies pending migrations. On a PostgreSQL server several app processes may start at
 * once, so the first takes an advisory lock on its own connection and the others wait.
 */
export async function migrateDatabase(database: Database, databaseUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end();
  }
}
