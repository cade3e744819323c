import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { vacuumEmbeddedDatabase } from './embedded-vacuum.ts';
import { migrateDatabase } from './migrate.ts';

// The embedded database only: a PostgreSQL server's autovacuum does this there.
describe.skipIf(testDbKind() !== 'pglite')('VACUUM of the embedded database', () => {
  it('vacuums and analyses every table, and reports how long it took', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(database);
      const maintained = async () =>
        (
          (await database.db.execute(
            sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed
                from pg_stat_user_tables where relname = 'positions'`,
          )) as unknown as { rows: { vacuumed: boolean; analysed: boolean }[] }
        ).rows[0];
      expect(await maintained()).toEqual({ vacuumed: false, analysed: false });
      const run = await vacuumEmbeddedDatabase(database);
      expect(run?.ms).toBeGreaterThanOrEqual(0);
      expect(await maintained()).toEqual({ vacuumed: true, analysed: true });
    } finally {
      await database.close();
    }
  });
});
