import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss needs from a database it does not connect to itself (its `db` option). */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the embedded PGlite database. PGlite is one connection in this process, so
 * pg-boss cannot open a pool; it gets this adapter as its `db` instead.
 *
 * - Statements with parameters go through `query` (one statement, extended protocol).
 *   pg-boss also sends scripts without parameters (its schema migrations, and
 *   `BEGIN; SELECT pg_advisory_xact_lock(…); …; COMMIT;` blocks); those go through `exec`,
 *   which runs several statements, and the last statement's rows are the answer.
 * - Nothing of pg-boss can run inside another caller's transaction: PGlite's `query` and
 *   `exec` wait on the same lock as `transaction()`, which drizzle uses, so a queue poll waits
 *   until an open transaction has committed or rolled back (and vice versa). The corollary:
 *   never call the job runner from inside a transaction on PGlite; it would wait on itself.
 */
export function pgliteQueueDb(client: PGlite): QueueDb {
  return {
    executeSql: async (text, values) => {
      if (values?.length) {
        const r = await client.query(text, values);
        return { rows: r.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
