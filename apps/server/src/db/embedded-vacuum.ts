import type { Database } from './client.ts';

/**
 * VACUUM (ANALYZE) of the embedded database, as a background job (modules/jobs/plugin.ts,
 * `database-maintenance`). PGlite has no autovacuum daemon: without this, the space of every
 * updated or deleted row (sessions, the job queue, the search change log, edited jobs) was never
 * reused, so tables and their indexes only grew, and the planner's statistics aged from one
 * start to the next (planner-statistics.ts). At 100,000 jobs a run took 1.0–2.8 s (measured),
 * during which the embedded database answers nothing else; searches, served from memory, go on.
 * A PostgreSQL server vacuums itself, so nothing runs there.
 */
export async function vacuumEmbeddedDatabase(database: Database): Promise<{ ms: number } | null> {
  if (database.kind !== 'pglite') return null;
  const started = performance.now();
  await database.execRaw('VACUUM (ANALYZE)');
  return { ms: Math.round(performance.now() - started) };
}
