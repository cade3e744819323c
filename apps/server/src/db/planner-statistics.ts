import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

/**
 * Gives the embedded database's query planner its table statistics. PGlite runs PostgreSQL
 * without the autovacuum daemon, so nothing ever ran ANALYZE: every table stayed "never
 * analysed" and the planner guessed a handful of rows everywhere. The search index's load
 * (modules/search/index-loader.ts) then scanned and sorted all of a tenant's open jobs for each
 * batch of 2,000 instead of walking the primary key: at 100,000 jobs its reads took 15.2 s, and
 * 6.3 s once analysed; ANALYZE itself took 1.3 s (measured, issue 19). Run at every start, after
 * the migrations and the demo seed, before the index is built: the counters that would say a
 * table changed enough to need it are not kept across restarts by PGlite. A PostgreSQL server's
 * own autovacuum does this, so it is left alone there.
 */
export async function refreshPlannerStatistics(database: Database, log?: FastifyBaseLogger): Promise<void> {
  if (database.kind !== 'pglite') return;
  const started = performance.now();
  await database.execRaw('ANALYZE');
  log?.info({ ms: Math.round(performance.now() - started) }, 'planner statistics refreshed');
}
