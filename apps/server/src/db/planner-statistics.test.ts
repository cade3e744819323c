import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';

/** Tables of the public schema the planner has no row estimate for (never analysed). */
const neverAnalysed = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = (await database.db.execute(
    sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0 order by 1`,
  )) as unknown as { rows: { relname: string }[] };
  return result.rows.map((r) => r.relname);
};

// The embedded database only: a PostgreSQL server's autovacuum keeps its statistics.
describe.skipIf(testDbKind() !== 'pglite')('planner statistics on the embedded database', () => {
  it('are missing for every table after the migrations, and present once refreshed', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(database);
      const before = await neverAnalysed(database);
      expect(before).toEqual(expect.arrayContaining(['positions', 'position_locations', 'tenants']));
      await refreshPlannerStatistics(database);
      expect(await neverAnalysed(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
